import Core

/// What a command names what it makes by, so that a later command, in a replay too, can name it.
typealias Label = Int

/// One step of a generated run, as a person would write it against Core. A command that names something no
/// longer there, or that the kernel stops on (a cycle, a component kept by its own parent), is skipped, so any
/// part of a run is a run: what the shrinking needs.
indirect enum RunCommand: Sendable {
    /// A component, held by the run unless `held` is false (let go of at once).
    case make(Label, ComponentSpec, held: Bool)
    /// `beginVisit`: the root opens a visit, held by the run.
    case visit(Label, ComponentSpec)
    /// The root's `keep` in a new slot, after `making` (`nil`: commands to generate).
    case keep(Label, ComponentSpec, making: [RunCommand]?)
    /// A `shared { … }` call of `maker` at line `member`, which keeps what it returns, after `making`.
    case shared(maker: Label, member: UInt, value: MadeValue, making: [RunCommand]?)
    /// A lifetime of the run's own on `maker` (`make(_:for:keepsValue:_:)`), after `making`.
    case slot(maker: Label, keepsValue: Bool, value: MadeValue, making: [RunCommand]?)
    /// `factory { Thing() }`, held by the run.
    case factory(maker: Label, Label)
    /// `lifetimeEnded(of:)`, as the stack says a visit's entry left.
    case end(Label)
    /// The run lets go of what it holds.
    case drop(Label)
    case startTask(Label, in: Label)
    case finishTask(Label)
    case ask(Question)
    /// Another root on the same observer, held by the run: one root a process. An odd label makes a `SideRoot`.
    case root(Label)
}

struct ComponentSpec: Sendable {
    enum Kind: CaseIterable, Sendable {
        case alpha, beta, gamma
    }

    var kind: Kind
    var name: String?
    var parent: Label
    var lifetime: ScopeLifetime
}

/// What a make returns.
enum MadeValue: Sendable {
    case thing(Label)
    case component(Label, ComponentSpec)
    /// A component made before the make ran.
    case existing(Label)
    /// A value type, which has no identity to watch.
    case note
}

/// A generated run: its commands, then the end of the run, when the run lets go of all it holds or not.
struct GeneratedRun: Sendable {
    var commands: [RunCommand]
    var lettingGo: Bool
}

// MARK: - What a run makes

/// The root of a generated run, whose slots keep what its shared members and lifetimes make.
final class RunRoot: BootstrapComponent, KeepsValues {
    var slots: [Any] = []

    init(observer: any LifetimeObserver) { super.init(name: "Root", observer: observer) }
}

/// A root of another type, which a run may make beside its own: `^->Side`, registered after other kinds.
final class SideRoot: BootstrapComponent, KeepsValues {
    var slots: [Any] = []

    init(observer: any LifetimeObserver) { super.init(name: "Side", observer: observer) }
}

@MainActor
protocol KeepsValues: Scope {
    var slots: [Any] { get set }
}

final class Alpha: Component<Void>, KeepsValues { var slots: [Any] = [] }
final class Beta: Component<Void>, KeepsValues { var slots: [Any] = [] }
/// A name with `Component` at its end, which a path leaves out (`^->Root->Gamma`).
final class GammaComponent: Component<Void>, KeepsValues { var slots: [Any] = [] }

/// An object a component makes, whose going the run notes.
final class Thing {
    let number: Int
    private let recorder: RunRecorder

    init(_ number: Int, noting recorder: RunRecorder) {
        self.number = number
        self.recorder = recorder
    }

    deinit { recorder.thingGone(number) }
}

/// A value a component makes, which no one can watch go.
struct Note {}

// MARK: - As text

extension GeneratedRun {
    /// One command a line, nested makes indented, as a failing run prints.
    var lines: [String] {
        commands.flatMap { $0.lines(indent: "") } + [
            "end of the run, \(lettingGo ? "letting go of all" : "holding") what the run holds"
        ]
    }
}

extension RunCommand {
    func lines(indent: String) -> [String] {
        let nested = { (making: [RunCommand]?) in (making ?? []).flatMap { $0.lines(indent: indent + "    ") } }
        switch self {
        case .make(let label, let spec, let held):
            return [indent + "#\(label) = \(spec)\(held ? "" : ", let go of at once")"]
        case .visit(let label, let spec): return [indent + "#\(label) = visit \(spec)"]
        case .keep(let label, let spec, let making):
            return [indent + "#\(label) = keep \(spec), making:"] + nested(making)
        case .shared(let maker, let member, let value, let making):
            return [indent + "\(labelName(maker)).shared at line \(member) returning \(value), making:"]
                + nested(making)
        case .slot(let maker, let keepsValue, let value, let making):
            return [indent + "\(labelName(maker)).make(slot, keepsValue: \(keepsValue)) returning \(value), making:"]
                + nested(making)
        case .factory(let maker, let label): return [indent + "#\(label) = \(labelName(maker)).factory { Thing() }"]
        case .end(let label): return [indent + "lifetimeEnded(of: #\(label))"]
        case .drop(let label): return [indent + "let go of #\(label)"]
        case .startTask(let label, let scope): return [indent + "#\(label) = \(labelName(scope)).startTask"]
        case .finishTask(let label): return [indent + "task #\(label) finishes"]
        case .ask(let question): return [indent + "ask the tracker: \(question)"]
        case .root(let label):
            return [
                indent + "#\(label) = another \(label.isMultiple(of: 2) ? "RunRoot" : "SideRoot")(observer: recorder)"
            ]
        }
    }
}

private func labelName(_ label: Label) -> String { label == 0 ? "root" : "#\(label)" }

extension ComponentSpec: CustomStringConvertible {
    var description: String {
        let type = "\(kind)".prefix(1).uppercased() + "\(kind)".dropFirst()
        return "\(type)(parent: \(labelName(parent)), \(name.map { "name: \"\($0)\", " } ?? "")lifetime: \(lifetime))"
    }
}

extension MadeValue: CustomStringConvertible {
    var description: String {
        switch self {
        case .thing(let label): "#\(label) = Thing()"
        case .component(let label, let spec): "#\(label) = \(spec)"
        case .existing(let label): "#\(label), made before"
        case .note: "a Note (a value)"
        }
    }
}

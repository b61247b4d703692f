import Core
import LifetimeDiagnostics
import Locking
import Testing

/// The observer a generated run's root reports to: it writes down each report (the model's input) and passes it
/// on to a `LifetimeTracker`, and writes what the tracker tells and answers (the transcript the model must match).
@MainActor
final class RunRecorder: LifetimeObserver {
    let tracker = LifetimeTracker()
    /// What the run writes before each call that makes: the kernel's next `making` is that call's.
    var nextMake: MakeBegan.Call?
    private let reports = Locked<[RunReport]>([])
    private(set) var transcript: [String] = []

    init() {
        tracker.onEvent = { [unowned self] in transcript.append("\($0)") }
    }

    var run: [RunReport] { reports.withLock { $0 } }

    /// Asks the tracker `question`, noting the asking in the run and each line of the answer in the transcript.
    func ask(_ question: Question) async {
        note(.asked(question))
        switch question {
        case .catchUp: tracker.catchUp()
        case .captive: transcript += tracker.captive.map { "captive: \($0)" }
        case .outlived: transcript += tracker.outlived.map { "outlived: \($0)" }
        case .records: transcript += tracker.records.map(recordLine)
        case .remadeShared: transcript += tracker.remadeShared.map { "remade: \($0)" }
        case .runEnded: tracker.runEnded()
        case .finish: await tracker.finish(waitingAtMost: .zero)
        }
    }

    nonisolated func thingGone(_ number: Int) {
        note(.thingGone(number))
    }

    private nonisolated func note(_ report: RunReport) {
        reports.withLock { $0.append(report) }
    }

    // MARK: - LifetimeObserver

    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        let made = MadeScope(
            id: ObjectIdentifier(scope), type: TypeNames(type(of: scope)), givenName: scope.givenName,
            parent: parent.map(ObjectIdentifier.init), declared: lifetime,
            rootMadeAt: parent == nil ? (scope as? BootstrapComponent)?.madeAt : nil)
        note(.made(made))
        tracker.made(scope, under: parent, living: lifetime)
    }

    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        if let call = nextMake {
            note(.makeBegan(MakeBegan(call: call, maker: ObjectIdentifier(scope))))
        } else {
            Issue.record("the kernel made \(Value.self) for \(member) in no make the run started")
        }
        nextMake = nil
        let value = tracker.making(member, of: scope, keepsValue: keepsValue, make)
        note(.makeEnded(value: (value as? Scope).map(ObjectIdentifier.init)))
        return value
    }

    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        note(.madeInstance(Self.instance(instance, by: scope), lifetime))
        tracker.made(instance, lifetime: lifetime, by: scope)
    }

    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        note(.madeShared(Self.instance(instance, by: scope), member: member))
        tracker.made(instance, sharedAs: member, by: scope)
    }

    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        Issue.record("a generated run makes nothing that fails, yet \(type) failed")
        tracker.failed(making: type, lifetime: lifetime, by: scope)
    }

    func started(_ task: OwnedTask, by scope: Scope) {
        note(.taskStarted(ObjectIdentifier(task), name: task.name, by: ObjectIdentifier(scope)))
        tracker.started(task, by: scope)
    }

    func lifetimeEnded(of scope: Scope) {
        note(.lifetimeEnded(ObjectIdentifier(scope)))
        tracker.lifetimeEnded(of: scope)
    }

    nonisolated func released(_ scope: ObjectIdentifier) {
        note(.released(scope))
        tracker.released(scope)
    }

    func ended(_ task: OwnedTask) {
        note(.taskEnded(ObjectIdentifier(task)))
        tracker.ended(task)
    }

    private static func instance(_ instance: Any, by scope: Scope) -> MadeInstance {
        let identity: MadeInstance.Identity? =
            if let scope = instance as? Scope { .scope(ObjectIdentifier(scope)) } else if let thing = instance as? Thing
            {
                .thing(thing.number)
            } else { nil }
        return MadeInstance(identity: identity, type: TypeNames(type(of: instance)), by: ObjectIdentifier(scope))
    }
}

/// A record of the tracker's as one line of the transcript, from the tracker's record or the model's figures.
func recordLine(_ record: LifetimeRecord) -> String {
    recordLine(
        type: record.typeName, module: record.module, lifetime: "\(record.lifetime)", path: record.path,
        counts: [record.created, record.released, record.failed, record.alive], isWatched: record.isWatched,
        declared: record.declared.map { "\($0)" })
}

/// `record: Thing [LifetimeDiagnosticsTests] (shared) ^->Root->Alpha: created 2, released 1, failed 0, alive 1`.
func recordLine(
    type: String, module: String, lifetime: String, path: String, counts: [Int], isWatched: Bool, declared: String?
) -> String {
    let figures = zip(["created", "released", "failed", "alive"], counts).map { "\($0) \($1)" }
    return "record: \(type) [\(module)] (\(lifetime)) \(path): \(figures.joined(separator: ", "))"
        + (isWatched ? "" : ", unwatched") + (declared.map { ", declared \($0)" } ?? "")
}

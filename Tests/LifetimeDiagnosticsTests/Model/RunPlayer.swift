import Core

/// Plays a run on the real kernel, its root reporting to a `RunRecorder`: each command on components, slots and
/// tasks as a person would write it, or, with a generator, commands made up as it plays from what is there now.
/// It never starts what the kernel stops on (a member made inside its own make, a component made for a slot of its
/// own parent) or a reference cycle, which would leak: a command that would is skipped, or its value made a `Note`.
@MainActor
final class RunPlayer {
    let recorder = RunRecorder()
    private let generator: RunGenerator?
    private var tree: Tree<RunRoot>?
    private var objects: [Label: Weak] = [:]
    /// What the run itself holds.
    private var held: [Label: AnyObject] = [:]
    private var parents: [Label: Label] = [:]
    /// What each component's slots keep, by label: with `parents`, what each object reaches.
    private var keptBy: [Label: [Label]] = [:]
    private var tasks: [Label: (owned: OwnedTask, finish: AsyncStream<Void>.Continuation, scope: Label)] = [:]
    /// The makes running now, innermost last: who makes, for which member, and whether its slot keeps the value.
    private var makes: [(maker: Label, member: String, keepsValue: Bool)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    init(generating generator: RunGenerator? = nil) {
        self.generator = generator
        let tree = Tree(RunRoot(observer: recorder))
        self.tree = tree
        objects[0] = Weak(object: tree.root)
    }

    /// Plays `run`, or, given none, one the generator makes up as it plays; returns what was played.
    func play(_ run: GeneratedRun?) async -> GeneratedRun {
        var played: [RunCommand] = []
        if let run {
            for command in run.commands { if let done = await perform(command) { played.append(done) } }
        } else if let generator {
            for _ in 0..<generator.length() {
                if let command = generator.command(in: self, nested: false), let done = await perform(command) {
                    played.append(done)
                }
            }
        }
        let lettingGo = run?.lettingGo ?? generator?.lettingGo() ?? true
        await endRun(lettingGo: lettingGo)
        return GeneratedRun(commands: played, lettingGo: lettingGo)
    }

    /// Lets go of everything and waits for every task to end, so that nothing of this run reaches the next.
    func letGoOfEverything() async {
        held = [:]
        tree = nil
        for label in tasks.keys.sorted() {
            guard let task = tasks[label] else { continue }
            task.finish.finish()
            await task.owned.running.value
        }
        tasks = [:]
    }

    // MARK: - What there is now, for the generator

    var components: [Label] { objects.keys.sorted().filter { objects[$0]?.object is KeepsValues } }
    var heldLabels: [Label] { held.keys.sorted() }
    var runningTasks: [Label] { tasks.keys.sorted().filter { tasks[$0]?.owned.isRunning == true } }

    // MARK: - Commands

    private func perform(_ command: RunCommand) async -> RunCommand? {
        let done: RunCommand?
        switch command {
        case .drop(let label):
            done = held.removeValue(forKey: label) == nil ? nil : command
        case .finishTask(let label):
            guard let task = tasks[label], task.owned.isRunning else { return nil }
            task.finish.finish()
            await task.owned.running.value
            done = command
        case .ask(let question):
            await recorder.ask(question)
            done = command
        default:
            done = performNow(command)
        }
        await waitForCancelledTasks()
        return done
    }

    /// Performs a command that cannot wait, as a maker's closure can: any but `drop`, `finishTask` and `ask`.
    private func performNow(_ command: RunCommand) -> RunCommand? {
        switch command {
        case .make(let label, let spec, let isHeld):
            guard canMakeChild(of: spec.parent), let made = make(label, spec) else { return nil }
            if isHeld { held[label] = made }
            return command
        case .visit(let label, let spec):
            guard let root = tree?.root, canMakeChild(of: spec.parent, inside: (0, "visit", false)) else { return nil }
            recorder.nextMake = .visit(Self.opening)
            let visit: Scope = root.beginVisit(openedAt: Self.opening) {
                makes.append((0, "visit", false))
                defer { makes.removeLast() }
                return make(label, spec) ?? Alpha(parent: root)
            }
            held[label] = visit
            return command
        case .keep(let label, let spec, let making):
            guard let root = tree?.root, canMakeChild(of: spec.parent, inside: (0, "keep", false)) else { return nil }
            let place = SourcePlace(fileID: Self.file, line: UInt(label), column: 3)
            recorder.nextMake = .keep(place)
            var done: [RunCommand] = []
            _ = root.keep(Kept<Scope>(), fileID: Self.file, line: UInt(label), column: 3) {
                makes.append((0, "keep \(label)", false))
                defer { makes.removeLast() }
                done = performAll(making)
                return make(label, spec) ?? Alpha(parent: root)
            }
            return .keep(label, spec, making: done)
        case .shared(let makerLabel, let member, let value, let making):
            let key = "shared \(makerLabel) \(member)"
            guard let maker = component(makerLabel), !makes.contains(where: { $0.member == key }) else { return nil }
            recorder.nextMake = .shared(SourcePlace(fileID: Self.file, line: member, column: 7))
            var done: (making: [RunCommand], value: MadeValue) = ([], .note)
            let made: Any = maker.shared(fileID: Self.file, line: member, column: 7) {
                makes.append((makerLabel, key, true))
                defer { makes.removeLast() }
                done.making = performAll(making)
                return makeValue(value, keptBy: makerLabel, done: &done.value)
            }
            keep(made, value: done.value, in: maker, labelled: makerLabel)
            return .shared(maker: makerLabel, member: member, value: done.value, making: done.making)
        case .slot(let makerLabel, let keepsValue, let value, let making):
            guard let maker = component(makerLabel) else { return nil }
            recorder.nextMake = .slot(keepsValue: keepsValue)
            var done: (making: [RunCommand], value: MadeValue) = ([], .note)
            let made: Any = maker.make(.custom("slot"), for: Slot(), keepsValue: keepsValue) {
                makes.append((makerLabel, "slot", keepsValue))
                defer { makes.removeLast() }
                done.making = performAll(making)
                return makeValue(value, keptBy: keepsValue ? makerLabel : nil, done: &done.value)
            }
            if keepsValue {
                keep(made, value: done.value, in: maker, labelled: makerLabel)
            } else if case .component(let label, _) = done.value {
                held[label] = made as AnyObject
            } else if case .thing(let label) = done.value {
                held[label] = made as AnyObject
            }
            return .slot(maker: makerLabel, keepsValue: keepsValue, value: done.value, making: done.making)
        case .factory(let makerLabel, let label):
            guard let maker = component(makerLabel) else { return nil }
            held[label] = maker.factory { thing(label) }
            return command
        case .end(let label):
            guard let root = tree?.root, let scope = component(label) else { return nil }
            root.lifetimeEnded(of: scope)
            return command
        case .root(let label):
            let root: any KeepsValues =
                label.isMultiple(of: 2) ? RunRoot(observer: recorder) : SideRoot(observer: recorder)
            objects[label] = Weak(object: root)
            held[label] = root
            return command
        case .startTask(let label, let scopeLabel):
            guard let scope = component(scopeLabel) else { return nil }
            let (stream, finish) = AsyncStream<Void>.makeStream()
            let owned = scope.startTask(named: label.isMultiple(of: 2) ? "reminders" : "loading") {
                for await _ in stream {}
            }
            tasks[label] = (owned, finish, scopeLabel)
            return command
        case .drop, .finishTask, .ask:
            return nil
        }
    }

    private func performAll(_ commands: [RunCommand]?) -> [RunCommand] {
        if let commands { return commands.compactMap(performNow) }
        guard let generator else { return [] }
        return (0..<generator.nestedCount(depth: makes.count)).compactMap { _ in
            generator.command(in: self, nested: true).flatMap(performNow)
        }
    }

    private func endRun(lettingGo: Bool) async {
        await recorder.ask(.runEnded)
        tree = nil
        if lettingGo {
            for label in held.keys.sorted() { held[label] = nil }
        }
        await waitForCancelledTasks()
        for question in [Question.finish, .captive, .outlived, .records, .remadeShared] { await recorder.ask(question) }
    }

    /// Waits for each task whose component was released to end, as its cancellation makes it, so that when its
    /// end is told does not depend on the scheduler.
    private func waitForCancelledTasks() async {
        for label in tasks.keys.sorted() {
            guard let task = tasks[label], task.owned.isRunning, objects[task.scope]?.object == nil else { continue }
            await task.owned.running.value
        }
    }

    // MARK: - Making

    private func component(_ label: Label) -> (any KeepsValues)? { objects[label]?.object as? any KeepsValues }

    /// Whether a component can be made under `parent` now (with `inside` begun): the kernel stops on one made while
    /// its parent makes a value its slot keeps.
    private func canMakeChild(
        of parent: Label, inside begun: (maker: Label, member: String, keepsValue: Bool)? = nil
    ) -> Bool {
        let running = makes + (begun.map { [$0] } ?? [])
        return component(parent) != nil && running.last(where: { $0.maker == parent })?.keepsValue != true
    }

    private func make(_ label: Label, _ spec: ComponentSpec) -> (any KeepsValues)? {
        guard canMakeChild(of: spec.parent), let parent = component(spec.parent) else { return nil }
        let made: any KeepsValues =
            switch spec.kind {
            case .alpha: Alpha(parent: parent, name: spec.name, lifetime: spec.lifetime)
            case .beta: Beta(parent: parent, name: spec.name, lifetime: spec.lifetime)
            case .gamma: GammaComponent(parent: parent, name: spec.name, lifetime: spec.lifetime)
            }
        objects[label] = Weak(object: made)
        parents[label] = spec.parent
        return made
    }

    private func thing(_ label: Label) -> Thing {
        let thing = Thing(label, noting: recorder)
        objects[label] = Weak(object: thing)
        return thing
    }

    /// The value a make returns: `value`, unless keeping it in `keeper`'s slot would make a cycle or stop the
    /// kernel, when a `Note` (noted in `done`).
    private func makeValue(_ value: MadeValue, keptBy keeper: Label?, done: inout MadeValue) -> Any {
        done = .note
        switch value {
        case .thing(let label):
            done = value
            return thing(label)
        case .component(let label, let spec):
            guard keeper.map({ !reaches(spec.parent, $0) }) ?? true, let made = make(label, spec) else { return Note() }
            done = value
            return made
        case .existing(let label):
            guard let existing = component(label), keeper.map({ !reaches(label, $0) }) ?? true else { return Note() }
            done = value
            return existing
        case .note:
            return Note()
        }
    }

    private func keep(_ made: Any, value: MadeValue, in maker: any KeepsValues, labelled makerLabel: Label) {
        maker.slots.append(made)
        switch value {
        case .thing(let label), .component(let label, _), .existing(let label):
            keptBy[makerLabel, default: []].append(label)
        case .note: break
        }
    }

    /// Whether `from` holds `to`, or holds what holds it, through parents and slots (the root's kept children, which
    /// letting go of the tree releases, aside).
    private func reaches(_ from: Label, _ to: Label) -> Bool {
        var seen: Set<Label> = []
        var pending = [from]
        while let next = pending.popLast() {
            if next == to { return true }
            guard seen.insert(next).inserted else { continue }
            pending += (parents[next].map { [$0] } ?? []) + (keptBy[next] ?? [])
        }
        return false
    }

    private final class Slot {}

    private static let file: StaticString = "Generated/Run.swift"
    private static let opening = SourcePlace(fileID: file, line: 50, column: 5)
}

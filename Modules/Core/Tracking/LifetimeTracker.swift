import Synchronization

/// Records what the components of one tree make and release: the events behind `--trace-lifetimes`, the
/// counts and live instances behind the Diagnostics screen, and what lifetime tests observe — including
/// anything that outlived the scope that made it.
///
/// The root owns one tracker and every component of its tree reports to it. It holds only weak
/// references, so tracking never keeps anything alive. Releases are noticed by `sweep()`, which the menu
/// runs after every input; a value type has no identity to watch, so only its creation is counted.
///
/// A scope ends when it is released, or when its parent discards it. Anything the scope or a scope below
/// it made that is still alive when its end has been swept is reported once as outlived: at the sweep
/// that notices a release (a release is immediate, so whatever is still alive is held from elsewhere), and
/// for a discarded scope at the sweep after the one that noticed it, so that the screen that showed it has
/// one line to let go.
///
/// The app always tracks, so recording is kept cheap: a creation appends one entry keyed by numbers, and
/// names and paths are spelled out only when an event is printed or a record is read.
@MainActor
public final class LifetimeTracker {
    /// Called with every event as it is recorded (the trace prints from here).
    public var onEvent: ((LifetimeEvent) -> Void)?

    /// Where scopes post their release: a scope says so from its `deinit`, so the tracker needs no weak
    /// reference (and the costly side table that comes with one) for the scopes it watches.
    let releasedScopes = ReleasedScopes()

    // Every access to the tables below ends before the tracker calls out (`onEvent` is called between
    // accesses, never inside one), so two accesses can never overlap and the run-time exclusivity check,
    // a third of what tracking cost, is left out.
    @exclusivity(unchecked) private var watched: [Watched] = []
    @exclusivity(unchecked) private var kinds: [Kind] = []
    @exclusivity(unchecked) private var paths = PathTable()
    @exclusivity(unchecked) private var scopes = ScopeTable()
    @exclusivity(unchecked) private var sweeps = 0
    @exclusivity(unchecked) private var discarded: [Int] = []
    @exclusivity(unchecked) private var endedScopes = 0
    /// What one sweep found released; kept between sweeps so a sweep allocates nothing.
    @exclusivity(unchecked) private var released: [Released] = []
    private var outlivedCounts: [Int: Int] = [:]
    private var outlivedOrder: [Int] = []
    /// The owned tasks started and not yet seen to end, and the number the next one gets.
    private var tasks: [TrackedTask] = []
    private var nextTaskID = 1

    /// An empty tracker, to hand to a root.
    public init() {}

    /// Creation and release counts since start, with how many are alive now, in order of first creation.
    public var records: [LifetimeRecord] {
        collectReleasedScopes()
        var alive = [Int](repeating: 0, count: kinds.count)
        for index in watched.indices where isAlive(at: index) { alive[watched[index].kind] += 1 }
        for task in tasks where !task.completion.isFinished { alive[task.kind] += 1 }
        return kinds.indices.map { index in
            LifetimeRecord(
                key: recordKey(index), counts: kinds[index].counts, alive: alive[index],
                isWatched: !kinds[index].isValue)
        }
    }

    /// Everything reported as having outlived its scope since start, with how many of each; empty when
    /// every scope released what it made.
    public var outlived: [OutlivedRecord] {
        outlivedOrder.map { OutlivedRecord(key: recordKey($0), count: outlivedCounts[$0, default: 0]) }
    }

    /// How many instances and scopes the tracker is remembering now: it must not grow with the number of
    /// scopes that came and went (tests check it over thousands of them).
    package var rememberedCount: Int { watched.count + scopes.count + tasks.count }

    /// Whether a task that was cancelled still runs: what `letCancelledTasksEnd()` waits on.
    private var aCancelledTaskRuns: Bool {
        tasks.contains { !$0.completion.isFinished && $0.isCancelled }
    }

    /// Reports the release of everything watched that is no longer alive, most recent first, then what
    /// outlived a scope that has ended.
    public func sweep() {
        sweeps += 1
        collectReleasedScopes()
        takeReleased()
        // Tasks first: one that ended is reported before the release of the scope that owned it.
        if !tasks.isEmpty { sweepTasks() }
        let released = released
        for entry in released.reversed() {
            kinds[entry.kind].counts.released += 1
            emit(.released, entry.kind)
            if entry.isScope { end(entry.maker, reportingFrom: sweeps) }
        }
        for id in discarded { end(id, reportingFrom: sweeps + 1) }
        discarded.removeAll(keepingCapacity: true)
        if endedScopes > 0 { reportOutlived() }
        for entry in released { forgetIfDone(entry.maker) }
    }

    /// Ends the whole tree: its owner has let go of the root, so everything still alive outlived it.
    /// The app calls this when the menu has ended and the root was dropped (after
    /// `letCancelledTasksEnd()`, so that a task cancelled a moment ago is not taken for one that ignores
    /// cancellation).
    public func finish() {
        for id in scopes.ids { end(id, reportingFrom: sweeps + 1) }
        sweep()
        // A task gets one sweep after its scope's end to stop: this one.
        if !tasks.isEmpty { sweep() }
    }

    /// Gives the tasks cancelled because their scope ended the chance to return: yields to them until none
    /// runs, or a hundred times for one that ignores cancellation (`finish()` then reports it).
    public func letCancelledTasksEnd() async {
        collectReleasedScopes()
        noteCancelledByEndedScopes()
        var turns = 0
        while aCancelledTaskRuns && turns < 100 {
            await Task.yield()
            turns += 1
        }
    }

    // MARK: - Reports from the kernel

    func scopeCreated(_ scope: Scope) {
        let parentID = scope.parent?.trackingID
        var parentPath: Int?
        if let parentID { parentPath = scopes[parentID]?.pathID }
        let pathID = paths.id(parent: parentPath, name: scope.name)
        let id = scopes.insert(ScopeNode(parent: parentID, pathID: pathID))
        scope.trackingID = id
        let kind = kind(type(of: scope), .scope, pathID)
        kinds[kind].counts.created += 1
        watched.append(Watched(kind: kind, maker: id, object: nil, isScope: true))
        scopes[id]?.alive += 1
        emit(.created, kind)
    }

    func scopeDiscarded(_ scope: Scope) {
        discarded.append(scope.trackingID)
        for index in tasks.indices where !tasks[index].isCancelled && isAtOrBelow(tasks[index].maker, scope.trackingID)
        {
            cancelled(task: index)
        }
    }

    /// Records a task `scope` started, called `name`; returns the number `taskCancelled` takes.
    func taskStarted(named name: String, _ completion: TaskCompletion, in scope: Scope) -> Int {
        guard let pathID = scopes[scope.trackingID]?.pathID else { return 0 }
        let kind = taskKind(named: name, pathID)
        kinds[kind].counts.created += 1
        let id = nextTaskID
        nextTaskID += 1
        tasks.append(TrackedTask(id: id, kind: kind, maker: scope.trackingID, completion: completion))
        scopes[scope.trackingID]?.alive += 1
        emit(.created, kind)
        return id
    }

    /// Records that the task numbered `id` was cancelled by hand.
    func taskCancelled(_ id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }), !tasks[index].isCancelled else { return }
        cancelled(task: index)
    }

    /// Records that `scope` made `value` with `lifetime`; called by the lifetime functions.
    ///
    /// Inlined into them, so that for a class (what lifetimes mostly hold) the test below is decided when
    /// the lifetime is compiled, and the instance is handed over without a dynamic cast.
    @inlinable
    func instanceCreated<Value>(_ value: Value, lifetime: Lifetime, in scope: Scope) {
        if Value.self is AnyClass, MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size {
            objectCreated(unsafeBitCast(value, to: AnyObject.self), lifetime: lifetime, in: scope)
        } else {
            valueCreated(value, lifetime: lifetime, in: scope)
        }
    }

    /// Records an instance of a class, watched until it is released.
    @usableFromInline
    func objectCreated(_ object: AnyObject, lifetime: Lifetime, in scope: Scope) {
        guard let pathID = scopes[scope.trackingID]?.pathID else { return }
        created(kind(type(of: object), lifetime, pathID), object, by: scope.trackingID)
    }

    /// Records anything else: a value, whose creation alone is counted, or an instance behind an
    /// existential, which is watched like any other.
    @usableFromInline
    func valueCreated(_ value: Any, lifetime: Lifetime, in scope: Scope) {
        guard let pathID = scopes[scope.trackingID]?.pathID else { return }
        let dynamicType = type(of: value)
        let object: AnyObject? = dynamicType is AnyClass ? value as AnyObject : nil
        created(kind(dynamicType, lifetime, pathID), object, by: scope.trackingID)
    }

    // MARK: - Bookkeeping

    /// The kind of `type` made with `lifetime` at `pathID`; a path has a handful of kinds, so they are
    /// searched in a short list rather than hashed.
    private func kind(_ type: Any.Type, _ lifetime: Lifetime, _ pathID: Int) -> Int {
        let key = KindKey(type: ObjectIdentifier(type), lifetime: lifetime, path: pathID)
        for index in paths.kinds(at: pathID) where kinds[index].key == key { return index }
        kinds.append(Kind(key: key, type: type))
        paths.addKind(kinds.count - 1, at: pathID)
        return kinds.count - 1
    }

    /// The kind of the tasks named `name` at `pathID`: tasks are told apart by name, not type.
    private func taskKind(named name: String, _ pathID: Int) -> Int {
        for index in paths.kinds(at: pathID) where kinds[index].key.lifetime == .task && kinds[index].typeName == name {
            return index
        }
        let key = KindKey(type: ObjectIdentifier(TaskCompletion.self), lifetime: .task, path: pathID)
        kinds.append(Kind(key: key, type: TaskCompletion.self, typeName: name))
        paths.addKind(kinds.count - 1, at: pathID)
        return kinds.count - 1
    }

    private func cancelled(task index: Int) {
        tasks[index].isCancelled = true
        emit(.cancelled, tasks[index].kind)
    }

    /// The tasks of scopes whose release was posted were cancelled by the scope's `deinit`: say so.
    private func noteCancelledByEndedScopes() {
        for index in tasks.indices where !tasks[index].isCancelled && scopes[tasks[index].maker]?.isReleased == true {
            cancelled(task: index)
        }
    }

    /// Reports the tasks that ended since the last sweep, and the cancellations of those whose scope was
    /// released.
    private func sweepTasks() {
        noteCancelledByEndedScopes()
        var kept: [TrackedTask] = []
        for task in tasks {
            if task.completion.isFinished {
                kinds[task.kind].counts.released += 1
                emit(.released, task.kind)
                forgetIfDone(task.maker)
            } else {
                kept.append(task)
            }
        }
        tasks = kept
    }

    /// Whether scope `id` is `ancestor` or below it.
    private func isAtOrBelow(_ id: Int, _ ancestor: Int) -> Bool {
        var current: Int? = id
        while let scope = current {
            if scope == ancestor { return true }
            current = scopes[scope]?.parent
        }
        return false
    }

    private func created(_ kind: Int, _ object: AnyObject?, by maker: Int) {
        kinds[kind].counts.created += 1
        if let object {
            watched.append(Watched(kind: kind, maker: maker, object: object, isScope: false))
            scopes[maker]?.alive += 1
        } else {
            kinds[kind].isValue = true
        }
        emit(.created, kind)
    }

    /// Moves what was released out of `watched` into `released`, in order of creation. A loop rather than
    /// `removeAll(where:)`: a main-actor closure handed to the standard library checks its actor on every
    /// call, and this runs after every input.
    private func takeReleased() {
        released.removeAll(keepingCapacity: true)
        var kept = 0
        for index in watched.indices {
            if isAlive(at: index) {
                if kept != index { watched.swapAt(kept, index) }
                kept += 1
            } else {
                released.append(
                    Released(kind: watched[index].kind, maker: watched[index].maker, isScope: watched[index].isScope))
            }
        }
        watched.removeLast(watched.count - kept)
    }

    /// Whether a watched instance or scope is still alive, as far as the tracker has been told.
    private func isAlive(at index: Int) -> Bool {
        watched[index].isScope ? scopes[watched[index].maker]?.isReleased == false : watched[index].object != nil
    }

    /// Marks the scopes whose `deinit` has run since the last look.
    private func collectReleasedScopes() {
        for id in releasedScopes.take() { scopes[id]?.isReleased = true }
    }

    private func end(_ id: Int, reportingFrom sweep: Int) {
        guard var node = scopes[id] else { return }
        if let earlier = node.reportFrom, earlier <= sweep { return }
        if node.reportFrom == nil { endedScopes += 1 }
        node.reportFrom = sweep
        scopes[id] = node
    }

    /// Reports, once each, the live instances made by an ended scope or by a scope below one.
    private func reportOutlived() {
        for index in tasks.indices where !tasks[index].isReported && !tasks[index].completion.isFinished {
            // A task gets one sweep after its scope ended to notice its cancellation and return.
            guard hasEndedAncestor(tasks[index].maker, grace: 1) else { continue }
            tasks[index].isReported = true
            countOutlived(tasks[index].kind)
        }
        for index in watched.indices where !watched[index].isReported && isAlive(at: index) {
            guard hasEndedAncestor(watched[index].maker) else { continue }
            watched[index].isReported = true
            countOutlived(watched[index].kind)
        }
    }

    private func countOutlived(_ kind: Int) {
        if outlivedCounts[kind] == nil { outlivedOrder.append(kind) }
        outlivedCounts[kind, default: 0] += 1
        emit(.outlived, kind)
    }

    private func hasEndedAncestor(_ scopeID: Int, grace: Int = 0) -> Bool {
        var current: Int? = scopeID
        while let id = current, let node = scopes[id] {
            if let from = node.reportFrom, from + grace <= sweeps { return true }
            current = node.parent
        }
        return false
    }

    /// Counts one thing `id` made as gone, and forgets the scope once it has ended and the scope itself and
    /// everything it made are gone, so a run of many short-lived scopes keeps the table small.
    ///
    /// Its children need not be waited for: a child holds its parent, so by the time a scope is released
    /// every scope below it has been released too, and each has ended on its own. Only a scope whose own
    /// end has not come walks up to its parent (`hasEndedAncestor`), and that parent, held by it, is alive
    /// and remembered.
    private func forgetIfDone(_ id: Int) {
        guard var node = scopes[id] else { return }
        node.alive -= 1
        scopes[id] = node
        // `alive` counts the scope itself, whose release ended it earlier in this sweep.
        guard node.alive == 0 else { return }
        scopes.remove(id)
        endedScopes -= 1
    }

    private func emit(_ event: LifetimeEvent.Kind, _ kind: Int) {
        guard let onEvent else { return }
        let key = recordKey(kind)
        onEvent(LifetimeEvent(kind: event, typeName: key.typeName, lifetime: key.lifetime, path: key.path))
    }

    /// Names a kind of instance; the type's name is worked out once, as describing a type is slow.
    private func recordKey(_ index: Int) -> LifetimeRecordKey {
        if kinds[index].typeName == nil { kinds[index].typeName = String(describing: kinds[index].type) }
        let kind = kinds[index]
        return LifetimeRecordKey(
            typeName: kind.typeName ?? "", lifetime: kind.key.lifetime, path: paths.path(kind.key.path))
    }
}

/// A kind of instance in the tree, by numbers: its type, its lifetime and its component's path.
private struct KindKey: Hashable {
    let type: ObjectIdentifier
    let lifetime: Lifetime
    let path: Int
}

/// One kind of instance: what identifies it, its counts, and its type's name once asked for.
private struct Kind {
    let key: KindKey
    let type: Any.Type
    var counts = LifetimeCounts()
    var isValue = false
    var typeName: String?
}

/// An owned task the tracker has seen start and not yet seen end.
private struct TrackedTask {
    let id: Int
    let kind: Int
    let maker: Int
    let completion: TaskCompletion
    var isCancelled = false
    var isReported = false
}

/// A watched instance or scope: its kind and the scope that made it (for a scope, itself). An instance is
/// watched through a weak reference that goes `nil` on release; a scope reports its release itself.
private struct Watched {
    let kind: Int
    let maker: Int
    weak var object: AnyObject?
    let isScope: Bool
    var isReported = false
}

/// What the sweep needs of a watched entry that was released.
private struct Released {
    let kind: Int
    let maker: Int
    let isScope: Bool
}

/// What the tracker remembers of one scope: its parent and path, how many of the things it made (itself
/// included) are alive, and from which sweep on what it made counts as outliving it.
private struct ScopeNode {
    let parent: Int?
    let pathID: Int
    var alive = 0
    var reportFrom: Int?
    var isReleased = false
    var isRemembered = true
}

/// The scopes the tracker remembers, by number: a number freed when a scope is forgotten is used again,
/// so the table stays as small as the tree alive at once and a lookup is an index, not a hash.
private struct ScopeTable {
    private var nodes: [ScopeNode] = []
    private var free: [Int] = []

    /// How many scopes are remembered.
    private(set) var count = 0

    /// The numbers of every remembered scope.
    var ids: [Int] { nodes.indices.filter { nodes[$0].isRemembered }.map { $0 + 1 } }

    /// Remembers `node` and returns its number, never 0 (which means untracked).
    mutating func insert(_ node: ScopeNode) -> Int {
        count += 1
        if let index = free.popLast() {
            nodes[index] = node
            return index + 1
        }
        nodes.append(node)
        return nodes.count
    }

    mutating func remove(_ id: Int) {
        nodes[id - 1].isRemembered = false
        free.append(id - 1)
        count -= 1
    }

    /// The scope numbered `id`, or `nil` for 0 and for a forgotten scope's number.
    subscript(id: Int) -> ScopeNode? {
        @inline(__always) get { remembers(id) ? nodes[id - 1] : nil }
        @inline(__always) set {
            // Changing a number the table does not remember changes nothing.
            if let newValue, remembers(id) { nodes[id - 1] = newValue }
        }
    }

    @inline(__always)
    private func remembers(_ id: Int) -> Bool { id > 0 && id <= nodes.count && nodes[id - 1].isRemembered }
}

/// Paths by number: each distinct path is spelled out once, from its parent's number and its name, and
/// knows its child paths and the kinds of instance made there. A component has few children and makes few
/// kinds, so both are short lists searched in order, with no string hashed on the way.
private struct PathTable {
    private struct Path {
        let spelled: String
        var children: [(name: String, id: Int)] = []
        var kinds: [Int] = []
    }
    private var entries: [Path] = []
    private var roots: [(name: String, id: Int)] = []

    mutating func id(parent: Int?, name: String) -> Int {
        let siblings = parent.map { entries[$0].children } ?? roots
        for sibling in siblings where sibling.name == name { return sibling.id }
        let id = entries.count
        entries.append(Path(spelled: parent.map { "\(entries[$0].spelled)->\(name)" } ?? "^->\(name)"))
        if let parent { entries[parent].children.append((name, id)) } else { roots.append((name, id)) }
        return id
    }

    func path(_ id: Int) -> String { entries[id].spelled }

    func kinds(at id: Int) -> [Int] { entries[id].kinds }

    mutating func addKind(_ kind: Int, at id: Int) { entries[id].kinds.append(kind) }
}

/// The numbers of scopes released since the tracker last looked. A scope's `deinit` runs wherever its last
/// reference goes, on any thread, so the list is behind a lock.
final class ReleasedScopes: Sendable {
    private let ids = Mutex<[Int]>([])

    /// Called from a scope's `deinit`.
    func post(_ id: Int) {
        ids.withLock { $0.append(id) }
    }

    /// The numbers posted since the last call, in the order they were posted.
    func take() -> [Int] {
        ids.withLock { ids in
            var taken: [Int] = []
            swap(&taken, &ids)
            return taken
        }
    }
}

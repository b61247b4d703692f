import Core
import Synchronization

/// Observes one component tree: counts what each component makes and releases, tells each event as it
/// is seen (`onEvent`, which the trace prints), and reports anything still alive after the component that
/// made it was released — a captive dependency the compiler cannot see. It holds only weak references.
/// Releases are told, and outlived instances judged, at its next look (`records`, `outlived`,
/// `catchUp()`), never during the release itself, so whatever is tearing down has finished letting go.
@MainActor
public final class LifetimeTracker: LifetimeObserver {
    public var onEvent: ((LifetimeEvent) -> Void)?

    private var census = Census()
    private var liveScopes: [ObjectIdentifier: ScopeRecord] = [:]
    /// The components released since the last look, from whatever thread released them.
    private let releasedScopes = Mutex<[ObjectIdentifier]>([])
    /// Whether `releasedScopes` may hold something: read before anything is told as made, so that a
    /// release is always told first, at the price of one atomic load.
    private let hasReleasedScopes = Atomic<Bool>(false)
    /// The last batch of released components taken in, emptied: its storage is kept for the next.
    private var emptiedBatch: [ObjectIdentifier] = []
    private var watched: [Watched] = []
    private var runningTasks: [ObjectIdentifier: (kind: Int, maker: ScopeRecord)] = [:]
    /// How many watched instances start a look of the tracker's own, so that a run with nobody reading (no
    /// trace, Diagnostics never opened) keeps the list as short as what is alive.
    private var lookAt = 64

    public init() {}

    /// Every kind of instance made since start, in order of first creation, with what is alive now.
    public var records: [LifetimeRecord] {
        look(judging: true)
        var alive = [Int](repeating: 0, count: census.kindCount)
        for entry in watched { alive[entry.kind] += 1 }
        for scope in liveScopes.values { alive[scope.kind] += 1 }
        for task in runningTasks.values { alive[task.kind] += 1 }
        return census.records(alive: alive)
    }

    /// Everything reported as having outlived its component since start, with how many of each.
    public var outlived: [OutlivedRecord] {
        look(judging: true)
        return census.outlivedRecords()
    }

    /// How many instances the tracker watches now; tests check it stays as small as what is alive.
    package var watchedCount: Int { watched.count }

    /// Reports every release since the last look, then anything that outlived the component that made it.
    public func catchUp() {
        look(judging: true)
    }

    /// Ends the observation once the root has been let go of: waits a little for the tasks its release
    /// cancelled to return, then reports whatever is still alive or running as having outlived the tree.
    public func finish() async {
        for _ in 0..<100 where !runningTasks.isEmpty { await Task.yield() }
        for entry in watched { entry.maker.isReleased = true }
        look(judging: true)
        for scope in liveScopes.values { report(.outlived, scope.kind) }
        for task in runningTasks.values { report(.outlived, task.kind) }
    }

    // MARK: - What the kernel reports

    public func made(_ scope: Scope, under parent: Scope?) {
        // Not `parent.flatMap`: a main-actor closure handed to the standard library has its actor checked.
        var parentRecord: ScopeRecord?
        if let parent { parentRecord = liveScopes[ObjectIdentifier(parent)] }
        _ = register(scope, under: parentRecord)
    }

    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        let maker = record(of: scope)
        let kind = census.kind(of: type(of: instance), lifetime: lifetime, at: maker.place)
        if type(of: instance) is AnyClass, let object = cast(instance, to: AnyObject.self) {
            watched.append(Watched(kind: kind, maker: maker, object: object))
            if watched.count >= lookAt {
                look(judging: false)
                lookAt = max(64, watched.count * 2)
            }
        } else {
            census.markUnwatched(kind)
        }
        report(.created, kind)
    }

    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        report(.failed, census.kind(of: type, lifetime: lifetime, at: record(of: scope).place))
    }

    public func started(_ task: OwnedTask, by scope: Scope) {
        let maker = record(of: scope)
        let kind = census.kind(named: task.name, lifetime: .task, at: maker.place)
        runningTasks[ObjectIdentifier(task)] = (kind, maker)
        report(.created, kind)
    }

    public nonisolated func released(_ scope: ObjectIdentifier) {
        releasedScopes.withLock { $0.append(scope) }
        hasReleasedScopes.store(true, ordering: .releasing)
    }

    public func ended(_ task: OwnedTask) {
        guard let gone = runningTasks.removeValue(forKey: ObjectIdentifier(task)) else { return }
        report(.released, gone.kind)
    }

    // MARK: - Bookkeeping

    /// Reports what was released since the last look, most recent first; when `judging`, then what is
    /// still alive though the component that made it has been released, once each.
    private func look(judging: Bool) {
        takeInReleasedScopes()
        var alive: [Watched] = []
        var gone: [Int] = []
        for entry in watched {
            if entry.object == nil { gone.append(entry.kind) } else { alive.append(entry) }
        }
        watched = alive
        for kind in gone.reversed() { report(.released, kind) }
        guard judging else { return }
        for index in watched.indices where watched[index].maker.isReleased && !watched[index].isReported {
            watched[index].isReported = true
            report(.outlived, watched[index].kind)
        }
    }

    private func takeInReleasedScopes() {
        guard hasReleasedScopes.load(ordering: .relaxed), hasReleasedScopes.exchange(false, ordering: .acquiring)
        else { return }
        // Swapped with an emptied batch of the same capacity, so that neither list allocates anew.
        var released: [ObjectIdentifier] = []
        swap(&released, &emptiedBatch)
        releasedScopes.withLock { swap(&$0, &released) }
        for scope in released {
            guard let gone = liveScopes.removeValue(forKey: scope) else { continue }
            gone.isReleased = true
            report(.released, gone.kind)
        }
        released.removeAll(keepingCapacity: true)
        emptiedBatch = released
    }

    private func report(_ event: LifetimeEvent.Kind, _ kind: Int) {
        if event == .created { takeInReleasedScopes() }
        census.count(event, kind)
        onEvent?(census.event(event, kind))
    }

    private func register(_ scope: Scope, under parent: ScopeRecord?) -> ScopeRecord {
        // Before the new record: a released component's address may be the new one's.
        takeInReleasedScopes()
        let id = ObjectIdentifier(scope)
        let place = census.place(of: scope, under: parent?.place)
        let record = ScopeRecord(place: place, kind: census.kind(of: type(of: scope), lifetime: .scope, at: place))
        liveScopes[id] = record
        report(.created, record.kind)
        return record
    }

    /// The record of `scope`; one the tracker never saw made (it was attached late) counts as a root.
    private func record(of scope: Scope) -> ScopeRecord {
        liveScopes[ObjectIdentifier(scope)] ?? register(scope, under: nil)
    }
}

/// `value` as a `U`. Generic, so that casting an instance to `AnyObject` goes through the runtime's cast
/// (about 600 instructions) rather than `as AnyObject`'s bridging, which checks for a bridged type
/// first (about 2,600); a cast of `Any` to `AnyObject` written out would draw the warning that it always
/// succeeds.
private func cast<T, U>(_ value: T, to type: U.Type) -> U? { value as? U }

@MainActor
private final class ScopeRecord {
    let place: Int
    let kind: Int
    var isReleased = false

    init(place: Int, kind: Int) {
        self.place = place
        self.kind = kind
    }
}

@MainActor
private struct Watched {
    let kind: Int
    let maker: ScopeRecord
    weak var object: AnyObject?
    var isReported = false
}

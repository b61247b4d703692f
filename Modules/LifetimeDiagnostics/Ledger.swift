import Core
import Locking

/// What the tracker knows: the census, the components alive, the instances it watches and the tasks
/// running, as a value the tracker changes through one call per report. Each call first takes in the
/// releases posted since the last, so that a release is always told before what is made after it.
@MainActor
struct Ledger {
    /// A component alive, as the tracker saw it made: its place, its kind, the number of its registration
    /// (which tells it from a component made later at the same address), and the shared members it made.
    private struct LiveScope {
        let place: Int
        let kind: Int
        let serial: Int
        var sharedMembers: [SharedMember] = []
    }

    private struct Watched {
        let kind: Int
        let maker: ObjectIdentifier
        let makerSerial: Int
        weak var object: AnyObject?
        var isReported = false
    }

    /// Whether events are kept for the tracker to tell: only when someone listens.
    var isTelling = false
    private var events: [LifetimeEvent] = []
    /// The components released and not yet taken in, posted from whatever thread released them.
    let releases = Locked<[ObjectIdentifier]>([])
    private var census = Census()
    private var liveScopes: [ObjectIdentifier: LiveScope] = [:]
    private var registrations = 0
    private var watched: [Watched] = []
    private var runningTasks: [ObjectIdentifier: Int] = [:]
    private(set) var remadeShared: [RemadeShared] = []
    /// How many watched instances start a look of the ledger's own, so that a run with nobody reading (no
    /// trace, Diagnostics never opened) keeps the list as short as what is alive.
    private var lookAt = 64
    /// Set when the tree has ended: every maker counts as released.
    private var isFinished = false

    var watchedCount: Int { watched.count }
    var hasRunningTasks: Bool { !runningTasks.isEmpty }

    mutating func takeEvents() -> [LifetimeEvent] {
        defer { events = [] }
        return events
    }

    // MARK: - Reports

    mutating func made(_ scope: Scope, under parent: Scope?) {
        // Before the new record: a released component's address may be the new one's.
        takeInReleases()
        var parentRecord: LiveScope?
        if let parent { parentRecord = liveScopes[ObjectIdentifier(parent)] }
        register(scope, under: parentRecord)
    }

    mutating func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        takeInReleases()
        note(.created, watch(instance, lifetime: lifetime, madeBy: scope).kind)
    }

    /// A shared make: reported like any other, and once as a `RemadeShared` when the same component made
    /// `member` before.
    mutating func made(_ instance: Any, sharedAs member: SharedMember, by scope: Scope) {
        takeInReleases()
        let (kind, maker) = watch(instance, lifetime: .shared, madeBy: scope)
        note(.created, kind)
        guard maker.sharedMembers.contains(member) else {
            liveScopes[ObjectIdentifier(scope)]?.sharedMembers.append(member)
            return
        }
        guard !remadeShared.contains(where: { $0.member == member }) else { return }
        let remade = census.event(.remade, kind, member: member)
        remadeShared.append(RemadeShared(typeName: remade.typeName, member: member, path: remade.path))
        if isTelling { events.append(remade) }
    }

    mutating func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        takeInReleases()
        note(.failed, census.kind(of: type, lifetime: lifetime, at: record(of: scope).place))
    }

    mutating func started(_ task: OwnedTask, by scope: Scope) {
        takeInReleases()
        let kind = census.kind(named: task.name, lifetime: .task, at: record(of: scope).place)
        runningTasks[ObjectIdentifier(task)] = kind
        note(.created, kind)
    }

    mutating func ended(_ task: OwnedTask) {
        guard let kind = runningTasks.removeValue(forKey: ObjectIdentifier(task)) else { return }
        note(.released, kind)
    }

    // MARK: - Looks

    mutating func records() -> [LifetimeRecord] {
        look(judging: true)
        var alive = [Int](repeating: 0, count: census.kindCount)
        for entry in watched { alive[entry.kind] += 1 }
        for scope in liveScopes.values { alive[scope.kind] += 1 }
        for kind in runningTasks.values { alive[kind] += 1 }
        return census.records(alive: alive)
    }

    mutating func outlivedRecords() -> [OutlivedRecord] {
        look(judging: true)
        return census.outlivedRecords()
    }

    /// Reports what was released since the last look, most recent first; when `judging`, then what is
    /// still alive though the component that made it has been released, once each.
    mutating func look(judging: Bool) {
        takeInReleases()
        let gone = watched.filter { $0.object == nil }
        watched.removeAll { $0.object == nil }
        for entry in gone.reversed() { note(.released, entry.kind) }
        guard judging else { return }
        for index in watched.indices where !watched[index].isReported && isReleased(watched[index]) {
            watched[index].isReported = true
            note(.outlived, watched[index].kind)
        }
    }

    /// After the root has been let go of: whatever is still alive or running outlived the tree.
    mutating func finish() {
        isFinished = true
        look(judging: true)
        for scope in liveScopes.values { note(.outlived, scope.kind) }
        for kind in runningTasks.values { note(.outlived, kind) }
    }

    // MARK: - Bookkeeping

    private func isReleased(_ entry: Watched) -> Bool {
        isFinished || liveScopes[entry.maker]?.serial != entry.makerSerial
    }

    private mutating func takeInReleases() {
        let released = releases.withLock { posted in
            defer { posted = [] }
            return posted
        }
        for scope in released {
            if let gone = liveScopes.removeValue(forKey: scope) { note(.released, gone.kind) }
        }
    }

    private mutating func note(_ event: LifetimeEvent.Kind, _ kind: Int) {
        census.count(event, kind)
        if isTelling { events.append(census.event(event, kind)) }
    }

    @discardableResult
    private mutating func register(_ scope: Scope, under parent: LiveScope?) -> LiveScope {
        let place = census.place(of: type(of: scope), named: { scope.name }, under: parent?.place)
        registrations += 1
        let record = LiveScope(
            place: place, kind: census.kind(of: type(of: scope), lifetime: .scope, at: place), serial: registrations)
        liveScopes[ObjectIdentifier(scope)] = record
        note(.created, record.kind)
        return record
    }

    /// The kind of `instance`, made by `scope`, which the tracker watches from now on if it is an object,
    /// and the record of `scope`.
    private mutating func watch(_ instance: Any, lifetime: Lifetime, madeBy scope: Scope) -> (
        kind: Int, maker: LiveScope
    ) {
        let maker = record(of: scope)
        let kind = census.kind(of: type(of: instance), lifetime: lifetime, at: maker.place)
        guard type(of: instance) is AnyClass else {
            census.markUnwatched(kind)
            return (kind, maker)
        }
        let object = instance as AnyObject
        watched.append(Watched(kind: kind, maker: ObjectIdentifier(scope), makerSerial: maker.serial, object: object))
        if watched.count >= lookAt {
            look(judging: false)
            lookAt = max(64, watched.count * 2)
        }
        return (kind, maker)
    }

    /// The record of `scope`; one the tracker never saw made (it was attached late) counts as a root.
    private mutating func record(of scope: Scope) -> LiveScope {
        liveScopes[ObjectIdentifier(scope)] ?? register(scope, under: nil)
    }
}

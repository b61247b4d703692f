import Core

/// What the tracker knows: the census, the components alive, the instances it watches and the tasks
/// running. A value type the tracker changes through one mutating call per report, so that its tables are
/// reached through `inout self`, which the compiler checks for exclusivity, not the run time.
@MainActor
struct Ledger {
    /// A component alive, as the tracker saw it made: its place, its kind, and the number of its
    /// registration, which tells it from a component made later at the same address.
    private struct LiveScope {
        let place: Int
        let kind: Int
        let serial: Int
        /// The shared members it has made, each a bit by its number at the place (`Census.member`).
        var sharedMade: UInt64 = 0
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

    private let releases: ReleaseInbox
    /// The last batch of released components taken in, emptied: its storage is kept for the next.
    private var emptiedBatch: [ObjectIdentifier] = []
    private var census = Census()
    private var liveScopes = IdentityTable<LiveScope>()
    /// The component registered last: most reports name it, or its parent when it is the next one made.
    private var lastScope: (id: ObjectIdentifier, scope: LiveScope)?
    private var registrations = 0
    private var watched: [Watched] = []
    private var runningTasks: [ObjectIdentifier: Int] = [:]
    private(set) var remadeShared: [RemadeShared] = []
    /// How many watched instances start a look of the ledger's own, so that a run with nobody reading (no
    /// trace, Diagnostics never opened) keeps the list as short as what is alive.
    private var lookAt = 64
    /// Set when the tree has ended: every maker counts as released.
    private var isFinished = false

    init(releases: ReleaseInbox) {
        self.releases = releases
    }

    var watchedCount: Int { watched.count }
    var hasRunningTasks: Bool { !runningTasks.isEmpty }

    mutating func takeEvents() -> [LifetimeEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    // MARK: - Reports (each returns whether it noted events to tell)

    mutating func made(_ scope: Scope, under parent: Scope?) -> Bool {
        // Before the new record: a released component's address may be the new one's.
        takeInReleases()
        // Not `parent.flatMap`: a main-actor closure handed to the standard library has its actor checked.
        var parentScope: LiveScope?
        if let parent { parentScope = live(parent) }
        _ = register(scope, under: parentScope)
        return !events.isEmpty
    }

    mutating func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) -> Bool {
        takeInReleases()
        let (maker, makerID) = record(of: scope)
        note(.created, watch(instance, lifetime: lifetime, madeBy: maker, makerID))
        return !events.isEmpty
    }

    /// A shared make: reported like any other, and once as a `RemadeShared` when the same component made
    /// `member` before. The components alive keep what they made as bits, so nothing is allocated and
    /// nothing outlives them; a component's shared members past its 64th are not checked.
    mutating func made(_ instance: Any, sharedAs member: SharedMember, by scope: Scope) -> Bool {
        takeInReleases()
        let (maker, id) = record(of: scope)
        let kind = watch(instance, lifetime: .shared, madeBy: maker, id)
        note(.created, kind)
        let number = census.member(member, at: maker.place)
        guard number < UInt64.bitWidth else { return !events.isEmpty }
        let bit: UInt64 = 1 << number
        if maker.sharedMade & bit == 0 {
            var updated = maker
            updated.sharedMade |= bit
            liveScopes.set(updated, for: id)
            if lastScope?.id == id { lastScope?.scope.sharedMade |= bit }
        } else if !remadeShared.contains(where: { $0.member == member }) {
            let made = census.event(.remade, kind)
            remadeShared.append(RemadeShared(typeName: made.typeName, member: member, path: made.path))
            if isTelling {
                events.append(
                    LifetimeEvent(
                        kind: .remade, typeName: made.typeName, lifetime: .shared, path: made.path, member: member))
            }
        }
        return !events.isEmpty
    }

    mutating func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) -> Bool {
        takeInReleases()
        note(.failed, census.kind(of: type, lifetime: lifetime, at: record(of: scope).scope.place))
        return !events.isEmpty
    }

    mutating func started(_ task: OwnedTask, by scope: Scope) -> Bool {
        takeInReleases()
        let kind = census.kind(named: task.name, lifetime: .task, at: record(of: scope).scope.place)
        runningTasks[ObjectIdentifier(task)] = kind
        note(.created, kind)
        return !events.isEmpty
    }

    mutating func ended(_ task: OwnedTask) -> Bool {
        guard let kind = runningTasks.removeValue(forKey: ObjectIdentifier(task)) else { return false }
        note(.released, kind)
        return !events.isEmpty
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
        // In place, keeping the order: the entries alive move down over the released ones.
        var gone: [Int] = []
        var kept = 0
        for index in watched.indices {
            if watched[index].object == nil {
                gone.append(watched[index].kind)
            } else {
                if kept != index { watched.swapAt(kept, index) }
                kept += 1
            }
        }
        watched.removeSubrange(kept...)
        for kind in gone.reversed() { note(.released, kind) }
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
        guard releases.take(into: &emptiedBatch) else { return }
        for scope in emptiedBatch {
            guard let gone = liveScopes.removeValue(forKey: scope) else { continue }
            note(.released, gone.kind)
        }
        emptiedBatch.removeAll(keepingCapacity: true)
    }

    private mutating func note(_ event: LifetimeEvent.Kind, _ kind: Int) {
        census.count(event, kind)
        if isTelling { events.append(census.event(event, kind)) }
    }

    private func live(_ scope: Scope) -> LiveScope? {
        let id = ObjectIdentifier(scope)
        if let lastScope, lastScope.id == id { return lastScope.scope }
        return liveScopes[id]
    }

    private mutating func register(_ scope: Scope, under parent: LiveScope?) -> LiveScope {
        let id = ObjectIdentifier(scope)
        let place = census.place(of: scope, under: parent?.place)
        registrations += 1
        let record = LiveScope(
            place: place, kind: census.kind(of: type(of: scope), lifetime: .scope, at: place), serial: registrations)
        liveScopes.set(record, for: id)
        lastScope = (id, record)
        note(.created, record.kind)
        return record
    }

    /// The kind of `instance`, made by `maker`, which the tracker watches from now on if it is an object.
    private mutating func watch(
        _ instance: Any, lifetime: Lifetime, madeBy maker: LiveScope, _ makerID: ObjectIdentifier
    ) -> Int {
        let kind = census.kind(of: type(of: instance), lifetime: lifetime, at: maker.place)
        if type(of: instance) is AnyClass, let object = cast(instance, to: AnyObject.self) {
            watched.append(Watched(kind: kind, maker: makerID, makerSerial: maker.serial, object: object))
            if watched.count >= lookAt {
                look(judging: false)
                lookAt = max(64, watched.count * 2)
            }
        } else {
            census.markUnwatched(kind)
        }
        return kind
    }

    /// The record of `scope`; one the tracker never saw made (it was attached late) counts as a root.
    private mutating func record(of scope: Scope) -> (scope: LiveScope, id: ObjectIdentifier) {
        (live(scope) ?? register(scope, under: nil), ObjectIdentifier(scope))
    }
}

/// `value` as a `U`. Generic, so that casting an instance to `AnyObject` goes through the runtime's cast
/// (about 600 instructions) rather than `as AnyObject`'s bridging, which checks for a bridged type
/// first (about 2,600); a cast of `Any` to `AnyObject` written out would draw the warning that it always
/// succeeds.
private func cast<T, U>(_ value: T, to type: U.Type) -> U? { value as? U }

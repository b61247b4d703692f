import Core
import Locking

/// What the tracker knows, changed through one call per report; each first takes in the releases posted
/// since the last, so that a release is told before what is made after it. Plain values on no actor: the
/// tracker, on the main actor, owns it, and what it reads of a component (identity, type, names) never changes.
struct Ledger {
    /// A component alive, as the tracker saw it made; `serial` tells it from one made later at its address.
    private struct LiveScope {
        let place: Int
        /// Which component of its place it is: the first made there is 1.
        let number: Int
        let kind: Int
        let serial: Int
        let type: ObjectIdentifier
        let parent: ObjectIdentifier?
        /// Where it was made: `opened at …` for a visit the root began, else `made at …`, the place of the make.
        let madeAt: String?
        let declared: ScopeLifetime
        let bound: Bound
        var sharedMembers: [SourcePlace] = []
        var hasEnded = false
        var holders: [String] = []
    }

    /// How long a component may live, as the rules see its declared lifetime.
    private enum Bound {
        case run
        /// Ended before the run by whoever tells it: a visit, a lifetime of the app's own.
        case shorter
        case held

        init(_ lifetime: ScopeLifetime) {
            self = lifetime == .run ? .run : lifetime.endsBeforeTheRun ? .shorter : .held
        }
    }

    private struct RunningTask {
        let kind: Int
        let scope: ObjectIdentifier
        let name: String
        /// Which task started it is, so that what is told of the running tasks is told in the order started.
        let serial: Int
    }

    private struct Watched {
        let kind: Int
        let maker: ObjectIdentifier
        let makerSerial: Int
        weak var object: AnyObject?
        var isReported = false
    }

    var isTelling = false
    private var events: [LifetimeEvent] = []
    /// The components released and not yet taken in, posted from whatever thread released them.
    let releases = Locked<[ObjectIdentifier]>([])
    private var census = Census()
    private var liveScopes: [ObjectIdentifier: LiveScope] = [:]
    private var registrations = 0
    private var tasksStarted = 0
    private var watched: [Watched] = []
    private var runningTasks: [ObjectIdentifier: RunningTask] = [:]
    private(set) var remadeShared: [RemadeShared] = []
    private var captive = CaptiveFindings()
    /// How many watched instances start a look of the ledger's own, so that a run nobody reads stays small.
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

    /// `scope` was made while `making` runs and `keeper` makes a value its slot keeps, if any. Captive at once:
    /// a second root of this tracker; one kept for the run under one that ends sooner, or ending sooner and kept
    /// by one kept for the run; a visit the root did not begin (unless a kept child's make runs, which judges it
    /// when it returns); a second component of a type kept for the run under one parent.
    mutating func made(
        _ scope: Scope, under parent: Scope?, living declared: ScopeLifetime, keptBy keeper: Keeper?,
        in making: MakingChain
    ) {
        // Before the new record: a released component's address may be the new one's.
        takeInReleases()
        let (id, parentID) = (ObjectIdentifier(scope), parent.map(ObjectIdentifier.init))
        let (place, opened) = making.innermostPlace(beginningAVisitUnder: parentID)
        let root = parent == nil ? (scope as? BootstrapComponent)?.madeAt : nil
        register(
            scope, under: parentID, living: declared,
            madeAt: (root ?? place).map { "\(opened && declared == .visit ? "opened" : "made") at \($0)" })
        if root != nil, case .run = declared,
            let first = liveScopes(inOrderMade: { $0.parent == nil && $0.bound == .run }).first, first != id
        {
            find(id, .secondRoot(first: describe(first)))
        }
        if case .run = declared, let ancestor = shortLived(atOrAbove: parentID) {
            find(id, .keptUnder(ancestor: describe(ancestor)))
        }
        if let keeper, liveScopes[keeper.scope]?.bound == .run, let bound = shortLived(atOrAbove: id) {
            find(id, .keptBy(holder: describe(keeper), within: bound == id ? nil : describe(bound)))
        }
        if case .visit = declared, !making.isInsideAKeep, !opened {
            find(id, .visitNotBegunByTheStack)
        }
        if case .run = declared, let parentID, let type = liveScopes[id]?.type,
            let first = liveScopes(inOrderMade: { $0.parent == parentID && $0.type == type && $0.bound == .run }).first,
            first != id
        {
            find(id, .keptTwice(first: describe(first)))
        }
    }

    /// The root's `keep` made `kept` in `make`, which returned: one ending sooner than the run is captive if it
    /// is the one kept, or was made in the make and is still held.
    mutating func keepEnded(_ kept: Scope, _ make: MakingChain.Entry) {
        takeInReleases()
        let keptID = ObjectIdentifier(kept)
        guard let record = liveScopes[keptID] else { return }
        let place = make.member.place.map { " at \($0)" } ?? ""
        if record.bound == .shorter {
            find(keptID, .keptBy(holder: "\(describe(make.scope)), in the slot it keeps\(place)", within: nil))
        }
        guard record.bound == .run else { return }
        for made in make.madeScopes where made != keptID && liveScopes[made]?.bound == .shorter {
            find(made, .madeWhileKept(holder: describe(keptID)))
        }
    }

    mutating func lifetimeEnded(of scope: Scope) {
        takeInReleases()
        liveScopes[ObjectIdentifier(scope)]?.hasEnded = true
    }

    /// What was declared to live shorter than the run and is still alive at its end is held for it.
    mutating func runEnded() {
        look(judging: true)
        for id in liveScopes(inOrderMade: { $0.bound == .shorter && !$0.hasEnded }) {
            find(id, .aliveAtTheEndOfTheRun, heldBy: holders(of: id))
        }
        captive.runEnded()
    }

    mutating func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        takeInReleases()
        note(.created, watch(instance, lifetime: lifetime, madeBy: scope).kind)
    }

    /// A shared make, reported once more as a `RemadeShared` if made before. A component made for it is kept
    /// by `scope`: `true` if it is `scope` or below it (which holds it); else the keeper is noted on it and
    /// above, and it is captive at once if `scope` is kept for the run and it lives shorter.
    mutating func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) -> Bool {
        takeInReleases()
        let (kind, maker, object) = watch(instance, lifetime: .shared, madeBy: scope)
        note(.created, kind)
        if let object, liveScopes[object] != nil {
            let keeper = Keeper(scope: ObjectIdentifier(scope), place: member)
            if isScope(object, atOrBelow: keeper.scope) { return true }
            keep(object, by: keeper)
        }
        guard maker.sharedMembers.contains(member) else {
            liveScopes[ObjectIdentifier(scope)]?.sharedMembers.append(member)
            return false
        }
        guard !remadeShared.contains(where: { $0.member == member }) else { return false }
        let remade = census.event(.remade, kind, member: member)
        remadeShared.append(RemadeShared(typeName: remade.typeName, member: member, path: remade.path))
        if isTelling { events.append(remade) }
        return false
    }

    mutating func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        takeInReleases()
        note(.failed, census.kind(of: type, lifetime: lifetime, at: record(of: scope).place))
    }

    mutating func started(_ task: OwnedTask, by scope: Scope) {
        takeInReleases()
        let kind = census.kind(named: task.name, lifetime: .task, at: record(of: scope).place)
        tasksStarted += 1
        runningTasks[ObjectIdentifier(task)] = RunningTask(
            kind: kind, scope: ObjectIdentifier(scope), name: task.name, serial: tasksStarted)
        note(.created, kind)
    }

    mutating func ended(_ task: OwnedTask) {
        guard let running = runningTasks.removeValue(forKey: ObjectIdentifier(task)) else { return }
        note(.released, running.kind)
    }

    // MARK: - Looks

    mutating func records() -> [LifetimeRecord] {
        look(judging: true)
        var alive = [Int](repeating: 0, count: census.kindCount)
        for entry in watched { alive[entry.kind] += 1 }
        for scope in liveScopes.values { alive[scope.kind] += 1 }
        for task in runningTasks.values { alive[task.kind] += 1 }
        return census.records(alive: alive)
    }

    mutating func pathOfMaker(of object: AnyObject) -> String? {
        look(judging: false)
        return watched.first { $0.object === object }.map { census.path(of: $0.kind) }
    }

    mutating func outlivedRecords() -> [OutlivedRecord] {
        look(judging: true)
        return census.outlivedRecords()
    }

    mutating func captiveRecords() -> [CaptiveRecord] {
        look(judging: true)
        return captive.records
    }

    /// Reports the releases since the last look; when `judging`, then each component alive after its declared
    /// end and each instance alive after its maker, once each.
    mutating func look(judging: Bool) {
        takeInReleases()
        let gone = watched.filter { $0.object == nil }
        watched.removeAll { $0.object == nil }
        for entry in gone.reversed() { note(.released, entry.kind) }
        guard judging else { return }
        for id in liveScopes(inOrderMade: \.hasEnded) {
            find(id, .aliveAfterItsEnd, heldBy: holders(of: id))
        }
        for index in watched.indices where !watched[index].isReported && isReleased(watched[index]) {
            watched[index].isReported = true
            note(.outlived, watched[index].kind)
        }
    }

    /// After the root has been let go of: whatever is still alive or running outlived the tree, told in the order
    /// made and started.
    mutating func finish() {
        isFinished = true
        look(judging: true)
        for scope in liveScopes.values.sorted(by: { $0.serial < $1.serial }) { note(.outlived, scope.kind) }
        for task in runningTasksInOrderStarted() { note(.outlived, task.kind) }
    }

    // MARK: - Bookkeeping

    /// The components alive that meet `condition`, in the order made, as a look tells what it finds.
    private func liveScopes(inOrderMade condition: (LiveScope) -> Bool) -> [ObjectIdentifier] {
        liveScopes.filter { condition($0.value) }.sorted { $0.value.serial < $1.value.serial }.map(\.key)
    }

    private func runningTasksInOrderStarted() -> [RunningTask] {
        runningTasks.values.sorted { $0.serial < $1.serial }
    }

    private func isScope(_ scope: ObjectIdentifier, atOrBelow ancestor: ObjectIdentifier) -> Bool {
        var above: ObjectIdentifier? = scope
        while let current = above {
            if current == ancestor { return true }
            above = liveScopes[current]?.parent
        }
        return false
    }

    private func isReleased(_ entry: Watched) -> Bool {
        isFinished || liveScopes[entry.maker]?.serial != entry.makerSerial
    }

    private mutating func takeInReleases() {
        let released = releases.withLock { posted in
            defer { posted = [] }
            return posted
        }
        for scope in released {
            guard let gone = liveScopes.removeValue(forKey: scope) else { continue }
            let withdrawn = captive.released(scope)
            note(.released, gone.kind)
            if isTelling { events += withdrawn.map { census.event(.withdrawn, gone.kind, captive: $0) } }
        }
    }

    // MARK: - Captive components

    /// A component making a value its slot keeps (at `place`, for a shared member).
    struct Keeper {
        let scope: ObjectIdentifier
        let place: SourcePlace?
    }

    /// Notes `keeper` on `object` and each component above it; captive if `keeper` is kept for the run.
    private mutating func keep(_ object: ObjectIdentifier, by keeper: Keeper) {
        let holder = describe(keeper)
        var above: ObjectIdentifier? = object
        while let current = above, liveScopes[current] != nil {
            let what = current == object ? "" : ", which keeps \(numberedPath(of: object))"
            liveScopes[current]?.holders.append(holder + what)
            above = liveScopes[current]?.parent
        }
        guard liveScopes[keeper.scope]?.bound == .run, !captive.hasFinding(of: object),
            let bound = shortLived(atOrAbove: object)
        else { return }
        find(object, .keptBy(holder: holder, within: bound == object ? nil : describe(bound)))
    }

    /// The nearest component at or above `scope` whose declared lifetime ends before the run.
    private func shortLived(atOrAbove scope: ObjectIdentifier?) -> ObjectIdentifier? {
        var above = scope
        while let current = above, let record = liveScopes[current] {
            if record.bound == .shorter { return current }
            above = record.parent
        }
        return nil
    }

    /// What is known to keep `scope`, each once, and any task of its own still running, which may hold it.
    private func holders(of scope: ObjectIdentifier) -> [String] {
        var holders: [String] = []
        for holder in liveScopes[scope]?.holders ?? [] where !holders.contains(holder) { holders.append(holder) }
        for task in runningTasksInOrderStarted() where task.scope == scope {
            holders.append(
                "its own task \u{201C}\(task.name)\u{201D}, still running: if the task holds it, the two keep each "
                    + "other (a cycle), since a component cancels its tasks only once released")
        }
        return holders
    }

    /// Reports the component `scope` identifies captive, unless a finding of it stands already.
    private mutating func find(_ scope: ObjectIdentifier, _ finding: CaptiveRecord.Finding, heldBy: [String] = []) {
        guard let live = liveScopes[scope], !captive.hasFinding(of: scope) else { return }
        let kind = live.kind
        let record = census.captive(
            kind, number: live.number, declared: live.declared, finding, heldBy: heldBy, madeAt: live.madeAt)
        captive.add(record, of: scope)
        if isTelling { events.append(census.event(.captive, kind, captive: record)) }
    }

    /// `^->Root->Profile#2`: the path, and which component made there it is after the first.
    private func numberedPath(of scope: ObjectIdentifier) -> String {
        guard let live = liveScopes[scope] else { return "?" }
        return census.path(of: live.kind) + (live.number > 1 ? "#\(live.number)" : "")
    }

    /// `^->Root->Profile#2 (per visit)`.
    private func describe(_ scope: ObjectIdentifier) -> String {
        guard let live = liveScopes[scope] else { return "?" }
        return "\(numberedPath(of: scope)) (\(live.declared))"
    }

    /// `^->Root->Quote (kept for the run), in its shared member at QuoteFeature/QuoteComponent.swift:9:44`.
    private func describe(_ keeper: Keeper) -> String {
        let slot = keeper.place.map { "in its shared member at \($0)" } ?? "in a slot it keeps"
        return "\(describe(keeper.scope)), \(slot)"
    }

    private mutating func note(_ event: LifetimeEvent.Kind, _ kind: Int) {
        census.count(event, kind)
        if isTelling { events.append(census.event(event, kind)) }
    }

    @discardableResult
    private mutating func register(
        _ scope: Scope, under parent: ObjectIdentifier?, living declared: ScopeLifetime, madeAt: String? = nil
    ) -> LiveScope {
        let (place, number) = census.place(
            of: type(of: scope), givenName: scope.givenName, named: { scope.name },
            under: parent.flatMap { liveScopes[$0]?.place })
        registrations += 1
        let kind = census.kind(of: type(of: scope), lifetime: .scope, at: place)
        census.declare(kind, living: declared)
        let record = LiveScope(
            place: place, number: number, kind: kind, serial: registrations, type: ObjectIdentifier(type(of: scope)),
            parent: parent, madeAt: madeAt, declared: declared, bound: Bound(declared))
        liveScopes[ObjectIdentifier(scope)] = record
        note(.created, record.kind)
        return record
    }

    /// Watches `instance`, made by `scope`, if it is an object; its kind, `scope`'s record, its identity.
    private mutating func watch(_ instance: Any, lifetime: Lifetime, madeBy scope: Scope) -> (
        kind: Int, maker: LiveScope, object: ObjectIdentifier?
    ) {
        let maker = record(of: scope)
        let kind = census.kind(of: type(of: instance), lifetime: lifetime, at: maker.place)
        guard type(of: instance) is AnyClass else {
            census.markUnwatched(kind)
            return (kind, maker, nil)
        }
        let object = instance as AnyObject
        watched.append(Watched(kind: kind, maker: ObjectIdentifier(scope), makerSerial: maker.serial, object: object))
        if watched.count >= lookAt {
            look(judging: false)
            lookAt = max(64, watched.count * 2)
        }
        return (kind, maker, ObjectIdentifier(object))
    }

    /// The record of `scope`; one the tracker never saw made (it was attached late) counts as a root.
    private mutating func record(of scope: Scope) -> LiveScope {
        liveScopes[ObjectIdentifier(scope)] ?? register(scope, under: nil, living: .whileHeld)
    }
}

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

    private var watched: [Watched] = []
    private var counts: [RecordKey: LifetimeCounts] = [:]
    private var keyOrder: [RecordKey] = []
    private var valueTypeKeys: Set<RecordKey> = []
    private var typeNames: [ObjectIdentifier: String] = [:]
    private var paths = PathTable()
    private var scopes: [Int: ScopeNode] = [:]
    private var nextScopeID = 1
    private var sweeps = 0
    private var outlivedCounts: [RecordKey: Int] = [:]
    private var outlivedOrder: [RecordKey] = []

    /// An empty tracker, to hand to a root.
    public init() {}

    /// Creation and release counts since start, with how many are alive now, in order of first creation.
    public var records: [LifetimeRecord] {
        var alive: [RecordKey: Int] = [:]
        for entry in watched where entry.object != nil { alive[entry.key, default: 0] += 1 }
        return keyOrder.map { key in
            LifetimeRecord(
                key: recordKey(key), counts: counts[key, default: LifetimeCounts()], alive: alive[key, default: 0],
                isWatched: !valueTypeKeys.contains(key))
        }
    }

    /// Everything reported as having outlived its scope since start, with how many of each; empty when
    /// every scope released what it made.
    public var outlived: [OutlivedRecord] {
        outlivedOrder.map { OutlivedRecord(key: recordKey($0), count: outlivedCounts[$0, default: 0]) }
    }

    /// How many instances and scopes the tracker is remembering now: it must not grow with the number of
    /// scopes that came and went (tests check it over thousands of them).
    package var rememberedCount: Int { watched.count + scopes.count }

    /// Reports the release of everything watched that is no longer alive, most recent first, then what
    /// outlived a scope that has ended.
    public func sweep() {
        sweeps += 1
        var released: [RecordKey] = []
        var aScopeEnded = false
        watched.removeAll { entry in
            guard entry.object == nil else { return false }
            released.append(entry.key)
            if entry.key.lifetime == .scope {
                scopes[entry.maker]?.end(reportingFrom: sweeps)
                aScopeEnded = true
            }
            return true
        }
        for key in released.reversed() {
            counts[key, default: LifetimeCounts()].released += 1
            emit(.released, key)
        }
        for id in scopes.keys where scopes[id]?.isDiscarded == true { scopes[id]?.end(reportingFrom: sweeps + 1) }
        reportOutlived()
        if aScopeEnded { forgetScopesNothingNeeds() }
    }

    /// Ends the whole tree: its owner has let go of the root, so everything still alive outlived it.
    /// The app calls this when the menu has ended and the root was dropped.
    public func finish() {
        for id in scopes.keys { scopes[id]?.end(reportingFrom: sweeps + 1) }
        sweep()
    }

    // MARK: - Reports from the kernel

    func scopeCreated(_ scope: Scope) {
        let id = nextScopeID
        nextScopeID += 1
        scope.trackingID = id
        let parentNode = scope.parent.flatMap { scopes[$0.trackingID] }
        let pathID = paths.id(parent: parentNode?.pathID, name: scope.name)
        scopes[id] = ScopeNode(parent: scope.parent?.trackingID, pathID: pathID)
        remember(type(of: scope))
        created(RecordKey(type: ObjectIdentifier(type(of: scope)), lifetime: .scope, path: pathID), scope, by: id)
    }

    func scopeDiscarded(_ scope: Scope) {
        scopes[scope.trackingID]?.isDiscarded = true
    }

    /// Records that `scope` made `value` with `lifetime`; called by the lifetime functions.
    @usableFromInline
    func instanceCreated<Value>(_ value: Value, lifetime: Lifetime, in scope: Scope) {
        guard let pathID = scopes[scope.trackingID]?.pathID else { return }
        let dynamicType = type(of: value as Any)
        let key = RecordKey(type: ObjectIdentifier(dynamicType), lifetime: lifetime, path: pathID)
        remember(dynamicType)
        if dynamicType is AnyClass {
            created(key, value as AnyObject, by: scope.trackingID)
        } else {
            created(key, nil, by: scope.trackingID)
        }
    }

    // MARK: - Bookkeeping

    private func created(_ key: RecordKey, _ object: AnyObject?, by maker: Int) {
        if counts[key] == nil { keyOrder.append(key) }
        counts[key, default: LifetimeCounts()].created += 1
        if let object {
            watched.append(Watched(key: key, maker: maker, object: object))
        } else {
            valueTypeKeys.insert(key)
        }
        emit(.created, key)
    }

    /// Reports, once each, the live instances made by an ended scope or by a scope below one.
    private func reportOutlived() {
        guard scopes.values.contains(where: { $0.reportFrom != nil }) else { return }
        for index in watched.indices where !watched[index].isReported && watched[index].object != nil {
            guard endedAncestor(of: watched[index].maker) != nil else { continue }
            watched[index].isReported = true
            let key = watched[index].key
            if outlivedCounts[key] == nil { outlivedOrder.append(key) }
            outlivedCounts[key, default: 0] += 1
            emit(.outlived, key)
        }
    }

    private func endedAncestor(of scopeID: Int) -> Int? {
        var current: Int? = scopeID
        while let id = current, let node = scopes[id] {
            if let from = node.reportFrom, from <= sweeps { return id }
            current = node.parent
        }
        return nil
    }

    /// Drops the nodes of ended scopes once nothing alive was made by them or below them, so a run of
    /// many short-lived scopes keeps the table small.
    private func forgetScopesNothingNeeds() {
        var needed = Set<Int>()
        for entry in watched where entry.object != nil {
            var current: Int? = entry.maker
            while let id = current, needed.insert(id).inserted { current = scopes[id]?.parent }
        }
        scopes = scopes.filter { needed.contains($0.key) }
    }

    private func emit(_ kind: LifetimeEvent.Kind, _ key: RecordKey) {
        guard let onEvent else { return }
        let key = recordKey(key)
        onEvent(LifetimeEvent(kind: kind, typeName: key.typeName, lifetime: key.lifetime, path: key.path))
    }

    private func recordKey(_ key: RecordKey) -> LifetimeRecordKey {
        LifetimeRecordKey(typeName: typeNames[key.type] ?? "?", lifetime: key.lifetime, path: paths.path(key.path))
    }

    /// Names a type once: describing a type is slow, and a trace names the same few types again and again.
    private func remember(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        if typeNames[id] == nil { typeNames[id] = String(describing: type) }
    }
}

/// A kind of instance in the tree, by numbers: its type, its lifetime and its component's path.
private struct RecordKey: Hashable {
    let type: ObjectIdentifier
    let lifetime: Lifetime
    let path: Int
}

/// A watched instance: its record, the scope that made it, and a weak reference that goes `nil` on release.
private struct Watched {
    let key: RecordKey
    let maker: Int
    weak var object: AnyObject?
    var isReported = false
}

/// What the tracker remembers of one scope: its parent, its path, and whether and since when it ended.
private struct ScopeNode {
    let parent: Int?
    let pathID: Int
    var isDiscarded = false
    var reportFrom: Int?

    mutating func end(reportingFrom sweep: Int) {
        isDiscarded = false
        if let earlier = reportFrom, earlier <= sweep { return }
        reportFrom = sweep
    }
}

/// Paths by number: each distinct path is spelled out once, from its parent's number and its name.
private struct PathTable {
    private struct Entry: Hashable {
        let parent: Int?
        let name: String
    }
    private var ids: [Entry: Int] = [:]
    private var spelled: [String] = []

    mutating func id(parent: Int?, name: String) -> Int {
        let entry = Entry(parent: parent, name: name)
        if let id = ids[entry] { return id }
        let path = parent.map { "\(spelled[$0])->\(name)" } ?? "^->\(name)"
        spelled.append(path)
        ids[entry] = spelled.count - 1
        return spelled.count - 1
    }

    func path(_ id: Int) -> String { spelled[id] }
}

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
    private var kinds: [Kind] = []
    private var kindIndex: [KindKey: Int] = [:]
    private var paths = PathTable()
    private var scopes: [Int: ScopeNode] = [:]
    private var nextScopeID = 1
    private var sweeps = 0
    private var discarded: [Int] = []
    private var endedScopes = 0
    private var outlivedCounts: [Int: Int] = [:]
    private var outlivedOrder: [Int] = []

    /// An empty tracker, to hand to a root.
    public init() {}

    /// Creation and release counts since start, with how many are alive now, in order of first creation.
    public var records: [LifetimeRecord] {
        var alive = [Int](repeating: 0, count: kinds.count)
        for entry in watched where entry.object != nil { alive[entry.kind] += 1 }
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
    package var rememberedCount: Int { watched.count + scopes.count }

    /// Reports the release of everything watched that is no longer alive, most recent first, then what
    /// outlived a scope that has ended.
    public func sweep() {
        sweeps += 1
        var released: [Watched] = []
        watched.removeAll { entry in
            guard entry.object == nil else { return false }
            released.append(entry)
            return true
        }
        for entry in released.reversed() {
            kinds[entry.kind].counts.released += 1
            emit(.released, entry.kind)
            if kinds[entry.kind].key.lifetime == .scope { end(entry.maker, reportingFrom: sweeps) }
        }
        for id in discarded { end(id, reportingFrom: sweeps + 1) }
        discarded.removeAll()
        if endedScopes > 0 { reportOutlived() }
        for entry in released { forgetIfDone(entry.maker, losing: 1) }
    }

    /// Ends the whole tree: its owner has let go of the root, so everything still alive outlived it.
    /// The app calls this when the menu has ended and the root was dropped.
    public func finish() {
        for id in scopes.keys { end(id, reportingFrom: sweeps + 1) }
        sweep()
    }

    // MARK: - Reports from the kernel

    func scopeCreated(_ scope: Scope) {
        let id = nextScopeID
        nextScopeID += 1
        scope.trackingID = id
        let parentID = scope.parent?.trackingID
        let parentPath = parentID.flatMap { scopes[$0]?.pathID }
        let pathID = paths.id(parent: parentPath, name: scope.name)
        scopes[id] = ScopeNode(parent: parentID, pathID: pathID)
        if let parentID { scopes[parentID]?.children += 1 }
        created(kind(type(of: scope), .scope, pathID), scope, by: id)
    }

    func scopeDiscarded(_ scope: Scope) {
        discarded.append(scope.trackingID)
    }

    /// Records that `scope` made `value` with `lifetime`; called by the lifetime functions.
    @usableFromInline
    func instanceCreated<Value>(_ value: Value, lifetime: Lifetime, in scope: Scope) {
        guard let pathID = scopes[scope.trackingID]?.pathID else { return }
        let dynamicType = type(of: value as Any)
        let object: AnyObject? = dynamicType is AnyClass ? value as AnyObject : nil
        created(kind(dynamicType, lifetime, pathID), object, by: scope.trackingID)
    }

    // MARK: - Bookkeeping

    private func kind(_ type: Any.Type, _ lifetime: Lifetime, _ pathID: Int) -> Int {
        let key = KindKey(type: ObjectIdentifier(type), lifetime: lifetime, path: pathID)
        if let index = kindIndex[key] { return index }
        kinds.append(Kind(key: key, type: type))
        kindIndex[key] = kinds.count - 1
        return kinds.count - 1
    }

    private func created(_ kind: Int, _ object: AnyObject?, by maker: Int) {
        kinds[kind].counts.created += 1
        if let object {
            watched.append(Watched(kind: kind, maker: maker, object: object))
            scopes[maker]?.alive += 1
        } else {
            kinds[kind].isValue = true
        }
        emit(.created, kind)
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
        for index in watched.indices where !watched[index].isReported && watched[index].object != nil {
            guard hasEndedAncestor(watched[index].maker) else { continue }
            watched[index].isReported = true
            let kind = watched[index].kind
            if outlivedCounts[kind] == nil { outlivedOrder.append(kind) }
            outlivedCounts[kind, default: 0] += 1
            emit(.outlived, kind)
        }
    }

    private func hasEndedAncestor(_ scopeID: Int) -> Bool {
        var current: Int? = scopeID
        while let id = current, let node = scopes[id] {
            if let from = node.reportFrom, from <= sweeps { return true }
            current = node.parent
        }
        return false
    }

    /// Forgets an ended scope once nothing it or a scope below it made is alive, then its parent likewise,
    /// so a run of many short-lived scopes keeps the table small.
    private func forgetIfDone(_ id: Int, losing lost: Int) {
        guard var node = scopes[id] else { return }
        node.alive -= lost
        scopes[id] = node
        guard node.alive == 0, node.children == 0, node.reportFrom != nil else { return }
        scopes[id] = nil
        endedScopes -= 1
        if let parent = node.parent, scopes[parent] != nil {
            scopes[parent]?.children -= 1
            forgetIfDone(parent, losing: 0)
        }
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

/// A watched instance: its kind, the scope that made it, and a weak reference that goes `nil` on release.
private struct Watched {
    let kind: Int
    let maker: Int
    weak var object: AnyObject?
    var isReported = false
}

/// What the tracker remembers of one scope: its parent and path, how many things it made and scopes below
/// it are still remembered, and from which sweep on what it made counts as outliving it.
private struct ScopeNode {
    let parent: Int?
    let pathID: Int
    var alive = 0
    var children = 0
    var reportFrom: Int?
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

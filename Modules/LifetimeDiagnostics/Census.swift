import Core

/// The tracker's counts by kind: a type (or task's name), a lifetime, and the place of the component that made
/// it. A place's children and kinds are short lists searched in order; its path is spelled once.
struct Census {
    /// A component's type and given name under its parent's place, and how many were made there.
    private struct Place {
        let path: String
        var children: [(type: ObjectIdentifier, givenName: String?, place: Int)] = []
        var kinds: [Int] = []
        var made = 0
    }

    private struct Kind {
        let type: ObjectIdentifier?
        let name: String
        let module: String
        let lifetime: Lifetime
        let place: Int
        var created = 0
        var released = 0
        var outlived = 0
        var failed = 0
        var isWatched = true
        /// For a component, how long it was declared to live.
        var declared: ScopeLifetime?
    }

    private var places: [Place] = []
    /// The roots' places, by type and given name: a second root of a tracker is numbered at the first's place.
    private var rootPlaces: [(type: ObjectIdentifier, givenName: String?, place: Int)] = []
    private var kinds: [Kind] = []
    private var outlivedOrder: [Int] = []

    var kindCount: Int { kinds.count }

    /// The place of a component of `type` named `givenName` under `parent`, and its number there (the first is 1);
    /// `name` is read only for a new place.
    mutating func place(of type: Any.Type, givenName: String?, named name: () -> String, under parent: Int?) -> (
        place: Int, number: Int
    ) {
        let type = ObjectIdentifier(type)
        let siblings = parent.map { places[$0].children } ?? rootPlaces
        let place: Int
        if let known = siblings.first(where: { $0.type == type && $0.givenName == givenName }) {
            place = known.place
        } else {
            places.append(Place(path: parent.map { "\(places[$0].path)->\(name())" } ?? "^->\(name())"))
            place = places.count - 1
            if let parent {
                places[parent].children.append((type, givenName, place))
            } else {
                rootPlaces.append((type, givenName, place))
            }
        }
        places[place].made += 1
        return (place, places[place].made)
    }

    mutating func kind(of type: Any.Type, lifetime: Lifetime, at place: Int) -> Int {
        let id = ObjectIdentifier(type)
        if let known = places[place].kinds.first(where: { kinds[$0].type == id && kinds[$0].lifetime == lifetime }) {
            return known
        }
        // Without module or generic arguments: `ObservedContent`, not `ObservedContent<Array<String>>`.
        let name = String(String(describing: type).prefix { $0 != "<" })
        let module = String(String(reflecting: type).prefix { $0 != "." })
        return add(Kind(type: id, name: name, module: module, lifetime: lifetime, place: place))
    }

    mutating func kind(named name: String, lifetime: Lifetime, at place: Int) -> Int {
        if let known = places[place].kinds.first(where: { kinds[$0].type == nil && kinds[$0].name == name }) {
            return known
        }
        return add(Kind(type: nil, name: name, module: "", lifetime: lifetime, place: place))
    }

    private mutating func add(_ kind: Kind) -> Int {
        kinds.append(kind)
        places[kind.place].kinds.append(kinds.count - 1)
        return kinds.count - 1
    }

    mutating func markUnwatched(_ kind: Int) { kinds[kind].isWatched = false }

    mutating func declare(_ kind: Int, living declared: ScopeLifetime) { kinds[kind].declared = declared }

    mutating func count(_ event: LifetimeEvent.Kind, _ kind: Int) {
        switch event {
        case .created: kinds[kind].created += 1
        case .released: kinds[kind].released += 1
        case .failed: kinds[kind].failed += 1
        case .remade, .captive, .withdrawn: break
        case .outlived:
            if kinds[kind].outlived == 0 { outlivedOrder.append(kind) }
            kinds[kind].outlived += 1
        }
    }

    func event(
        _ event: LifetimeEvent.Kind, _ kind: Int, member: SourcePlace? = nil, captive: CaptiveRecord? = nil
    ) -> LifetimeEvent {
        LifetimeEvent(
            kind: event, typeName: kinds[kind].name, lifetime: kinds[kind].lifetime, path: path(of: kind),
            member: member, captive: captive)
    }

    /// A captive record of one component of `kind`, the `number`th made at its place, declared to live `declared`,
    /// found so.
    func captive(
        _ kind: Int, number: Int, declared: ScopeLifetime, _ finding: CaptiveRecord.Finding, heldBy holders: [String],
        madeAt: String?
    ) -> CaptiveRecord {
        CaptiveRecord(
            typeName: kinds[kind].name, path: path(of: kind) + (number > 1 ? "#\(number)" : ""), declared: declared,
            finding: finding, heldBy: holders, madeAt: madeAt)
    }

    func records(alive: [Int]) -> [LifetimeRecord] {
        kinds.indices.map { index in
            let kind = kinds[index]
            return LifetimeRecord(
                typeName: kind.name, module: kind.module, lifetime: kind.lifetime, path: path(of: index),
                created: kind.created, released: kind.released, failed: kind.failed, alive: alive[index],
                isWatched: kind.isWatched, declared: kind.declared)
        }
    }

    func outlivedRecords() -> [OutlivedRecord] {
        outlivedOrder.map { index in
            OutlivedRecord(
                typeName: kinds[index].name, lifetime: kinds[index].lifetime, path: path(of: index),
                count: kinds[index].outlived)
        }
    }

    /// The path of the place where instances of `kind` are made.
    func path(of kind: Int) -> String { places[kinds[kind].place].path }

}

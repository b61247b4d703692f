import Core

/// The tracker's counts, by kind of instance: its type (or a task's name), its lifetime and the place of
/// the component that made it. A place has few children and makes few kinds, so both are short lists
/// searched in order, in plain loops: a main-actor closure handed to the standard library has its actor
/// checked on every call. Names are spelled once each, when first printed or read, since describing a type
/// costs more than the rest of a creation.
@MainActor
struct Census {
    /// A place in the tree: a component's type under its parent's place, with its path spelled once.
    private struct Place {
        let path: String
        var children: [(type: ObjectIdentifier, place: Int)] = []
        var kinds: [Int] = []
        /// The shared members made by components here, numbered in the order first made.
        var sharedMembers: [SharedMember] = []
    }

    private struct Kind {
        let type: Any.Type?
        let taskName: String?
        let lifetime: Lifetime
        let place: Int
        var name: String?
        var created = 0
        var released = 0
        var outlived = 0
        var failed = 0
        var isWatched = true
    }

    private var places: [Place] = []
    private var kinds: [Kind] = []
    private var outlivedOrder: [Int] = []

    var kindCount: Int { kinds.count }

    /// The place of `scope` under `parent`, a place (`nil` for a root); its path is spelled the first
    /// time a component of its type is made there.
    mutating func place(of scope: Scope, under parent: Int?) -> Int {
        let type = ObjectIdentifier(Swift.type(of: scope))
        if let parent {
            for child in places[parent].children where child.type == type { return child.place }
        }
        places.append(Place(path: parent.map { "\(places[$0].path)->\(scope.name)" } ?? "^->\(scope.name)"))
        if let parent { places[parent].children.append((type, places.count - 1)) }
        return places.count - 1
    }

    mutating func kind(of type: Any.Type, lifetime: Lifetime, at place: Int) -> Int {
        let id = ObjectIdentifier(type)
        for kind in places[place].kinds where kinds[kind].type.map(ObjectIdentifier.init) == id {
            if kinds[kind].lifetime == lifetime { return kind }
        }
        return add(Kind(type: type, taskName: nil, lifetime: lifetime, place: place))
    }

    mutating func kind(named name: String, lifetime: Lifetime, at place: Int) -> Int {
        for kind in places[place].kinds where kinds[kind].taskName == name && kinds[kind].lifetime == lifetime {
            return kind
        }
        return add(Kind(type: nil, taskName: name, lifetime: lifetime, place: place, name: name))
    }

    private mutating func add(_ kind: Kind) -> Int {
        kinds.append(kind)
        places[kind.place].kinds.append(kinds.count - 1)
        return kinds.count - 1
    }

    /// The number of `member` among the shared members made at `place`.
    mutating func member(_ member: SharedMember, at place: Int) -> Int {
        let known = places[place].sharedMembers
        for number in known.indices where known[number] == member { return number }
        places[place].sharedMembers.append(member)
        return places[place].sharedMembers.count - 1
    }

    mutating func markUnwatched(_ kind: Int) { kinds[kind].isWatched = false }

    mutating func count(_ event: LifetimeEvent.Kind, _ kind: Int) {
        switch event {
        case .created: kinds[kind].created += 1
        case .released: kinds[kind].released += 1
        case .failed: kinds[kind].failed += 1
        case .remade: break
        case .outlived:
            if kinds[kind].outlived == 0 { outlivedOrder.append(kind) }
            kinds[kind].outlived += 1
        }
    }

    mutating func event(_ event: LifetimeEvent.Kind, _ kind: Int) -> LifetimeEvent {
        LifetimeEvent(kind: event, typeName: name(kind), lifetime: kinds[kind].lifetime, path: path(kind))
    }

    mutating func records(alive: [Int]) -> [LifetimeRecord] {
        kinds.indices.map { index in
            LifetimeRecord(
                typeName: name(index), module: module(index), lifetime: kinds[index].lifetime, path: path(index),
                created: kinds[index].created, released: kinds[index].released, failed: kinds[index].failed,
                alive: alive[index],
                isWatched: kinds[index].isWatched)
        }
    }

    mutating func outlivedRecords() -> [OutlivedRecord] {
        outlivedOrder.map { index in
            OutlivedRecord(
                typeName: name(index), lifetime: kinds[index].lifetime, path: path(index), count: kinds[index].outlived)
        }
    }

    private func path(_ kind: Int) -> String { places[kinds[kind].place].path }

    private func module(_ kind: Int) -> String {
        guard let type = kinds[kind].type else { return "" }
        return String(String(reflecting: type).prefix { $0 != "." })
    }

    /// The kind's type without module or generic arguments: `ObservedContent`, not
    /// `ObservedContent<Array<String>>`.
    private mutating func name(_ kind: Int) -> String {
        if let name = kinds[kind].name { return name }
        var name = kinds[kind].type.map { String(describing: $0) } ?? ""
        if let generics = name.firstIndex(of: "<") { name = String(name[..<generics]) }
        kinds[kind].name = name
        return name
    }
}

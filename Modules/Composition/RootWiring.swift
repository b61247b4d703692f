import Core
import TerminalScreen

/// What a root lends the closure that makes the wiring of its feature `Using`, never to keep: the outside, and
/// a crossing to each feature it reaches, consumed once, so an edge cannot be wired without being named.
@MainActor
public struct RootWiring<Root: FeatureRoot, Using>: ~Copyable {
    // Noncopyable, so that nothing keeps it and crosses later. (Swift 6.3.1's optimizer crashes
    // specializing a generic over a noncopyable struct of one stored property; this one has two.)
    private let root: Root
    /// Told each crossing of a wiring made only to be read, whose crossings then count nothing and lead nowhere.
    private let telling: (@MainActor (Crossing, any AnyFeature<Root>) -> Void)?

    init(_ root: Root, telling: (@MainActor (Crossing, any AnyFeature<Root>) -> Void)? = nil) {
        self.root = root
        self.telling = telling
    }

    public var outside: Root.Outside { root.outside }

    public var crossings: Crossings {
        let root = self.root
        return Crossings(all: { root.crossings }, uses: { root.crossingUses })
    }

    /// A data edge to `feature`, which must be kept for the run and readable: an adapter may read what it declares
    /// readable as long as it lives.
    public func reading<Reached: ReadableComponent>(_ feature: KeyPath<Root, Root.Feature<Reached>>)
        -> DataCrossing<Reached, Using>
    {
        let (root, declaration, telling) = (self.root, root[keyPath: feature], self.telling)
        let counts = telling == nil
        return DataCrossing(named: { telling?($0, declaration) }) { crossing in
            if counts { declaration.count(crossing) }
            return declaration.component(in: root)
        }
    }

    /// A navigation edge to `feature`'s destinations.
    public func opening<Reached: DeclaredComponent & DestinationScreens>(
        _ feature: KeyPath<Root, Root.Feature<Reached>>
    ) -> NavigationCrossing<Reached, Using> {
        let (root, declaration, telling) = (self.root, root[keyPath: feature], self.telling)
        let named: @MainActor (Crossing) -> Void = { telling?($0, declaration) }
        guard telling == nil else {
            return NavigationCrossing(named: named) { destination, _, _ in Way(destination: destination) { nil } }
        }
        return NavigationCrossing(named: named) { destination, crossing, place in
            declaration.way(to: destination, in: root, through: crossing, openedAt: place)
        }
    }
}

@MainActor
public struct Crossings {
    let all: () -> [Crossing]
    let uses: () -> [Crossing: Int]

    public var every: [Crossing] { all() }
    public var used: [Crossing: Int] { uses() }
}

/// A way to a kept feature's data, which the wiring consumes once.
@MainActor
public struct DataCrossing<Reached: ReadableComponent, Using>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    fileprivate let find: @MainActor (Crossing) -> Reached

    /// The using feature's `need`, met by `adapter` over the component reached; each read is a use.
    public consuming func reading<Need>(as need: Need.Type, _ adapter: (Reach<Reached>) -> Need) -> Need {
        let crossing = Crossing(.data, using: Using.self, reached: Reached.self, through: Self.name(of: need))
        named(crossing)
        let find = self.find
        return adapter(Reach { find(crossing) })
    }

    private static func name(of need: Any.Type) -> String {
        let name = String(describing: need)
        return name.hasPrefix("any ") ? String(name.dropFirst("any ".count)) : name
    }
}

/// A way to a feature's destinations, which the wiring consumes once: no component, no screen.
@MainActor
public struct NavigationCrossing<Reached: DestinationScreens, Using>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    fileprivate let way: @MainActor (Reached.Destination, Crossing, SourcePlace) -> Way

    /// `destination` of the feature reached, for the using feature to answer with; a report of a visit names
    /// this place.
    public consuming func destination(
        _ destination: Reached.Destination, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) -> AnyDestination<Using> {
        let through = "\(type(of: destination)).\(destination.segment)"
        let crossing = Crossing(.navigation, using: Using.self, reached: Reached.self, through: through)
        named(crossing)
        return AnyDestination(way: way(destination, crossing, SourcePlace(fileID: fileID, line: line, column: column)))
    }

    /// The destinations of the feature reached that carry a value (`SyncUpDetailDestination.syncUp(id)`), one
    /// for each value the using feature answers with: one edge, named by the destination's type, each opening a
    /// use of it. For a record a link names (`syncups/2`), which no wiring knows when it is made.
    public consuming func destinations<Value>(
        _ destination: @escaping @MainActor (Value) -> Reached.Destination, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) -> @MainActor (Value) -> AnyDestination<Using> {
        let through = "\(Reached.Destination.self)(…)"
        let crossing = Crossing(.navigation, using: Using.self, reached: Reached.self, through: through)
        named(crossing)
        let (way, place) = (self.way, SourcePlace(fileID: fileID, line: line, column: column))
        return { value in AnyDestination(way: way(destination(value), crossing, place)) }
    }
}

/// A kept feature as a data adapter reads it: the members of what it declares readable, each read a use. Its key
/// paths start at `Reached.Readable`, never at the component, so no key path gives the component, a member of
/// it, or anything to make a component under or start a task on (`\.self` is the readable value).
@MainActor
@dynamicMemberLookup
public struct Reach<Reached: ReadableComponent> {
    fileprivate let find: @MainActor () -> Reached

    public subscript<Value>(dynamicMember member: KeyPath<Reached.Readable, Value>) -> Value {
        find().readable[keyPath: member]
    }
}

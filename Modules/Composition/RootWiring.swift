import Core
import TerminalScreen

/// What a root lends the closure that makes the wiring of its feature `Using`, and never lets it keep: what
/// the root takes from outside, and the two ways to another feature, `reading` a kept feature's data and
/// `opening` a feature's destinations. Each gives a crossing the wiring consumes once: an edge cannot be
/// wired without being named. A wiring is given no root and no component.
@MainActor
public struct RootWiring<Root: FeatureRoot, Using>: ~Copyable {
    // Noncopyable, so that nothing keeps it and crosses later. (Swift 6.3.1's optimizer crashes
    // specializing a generic over a noncopyable struct of one stored property; this one has two.)
    private let root: Root
    /// Told each crossing as the wiring names it, when the wiring is made only to be read: its crossings then
    /// count no use and lead nowhere. `nil` for the wiring a feature's component is made with.
    private let telling: (@MainActor (Crossing, any AnyFeature<Root>) -> Void)?

    init(_ root: Root, telling: (@MainActor (Crossing, any AnyFeature<Root>) -> Void)? = nil) {
        self.root = root
        self.telling = telling
    }

    /// What the root takes from outside the features.
    public var outside: Root.Outside { root.outside }

    /// Every crossing between the root's features, and how many times this run used each, read when asked.
    public var crossings: Crossings {
        let root = self.root
        return Crossings(all: { root.crossings }, uses: { root.crossingUses })
    }

    /// A data edge to `feature`, whose component an adapter of the using feature may read for as long as the
    /// adapter lives: only a component kept for the run can be read so.
    public func reading<Reached: DeclaredComponent>(_ feature: KeyPath<Root, Root.Feature<Reached>>)
        -> DataCrossing<Reached, Using> where Reached.Lifetime == KeptForTheRun
    {
        let (root, declaration, telling) = (self.root, root[keyPath: feature], self.telling)
        let counts = telling == nil
        return DataCrossing(named: { telling?($0, declaration) }) { crossing in
            if counts { declaration.count(crossing) }
            return declaration.component(in: root)
        }
    }

    /// A navigation edge to `feature`'s destinations: values the navigation stack opens in the feature's kept
    /// component, or in a new visit's.
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

/// Every crossing between a root's features, and how many times the run used each so far.
@MainActor
public struct Crossings {
    let all: () -> [Crossing]
    let uses: () -> [Crossing: Int]

    public var every: [Crossing] { all() }
    public var used: [Crossing: Int] { uses() }
}

/// A way to a kept feature's data, given to the wiring of the feature that reads it, which consumes it once:
/// noncopyable, so that the wiring neither keeps it nor crosses twice.
@MainActor
public struct DataCrossing<Reached: Scope, Using>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    fileprivate let find: @MainActor (Crossing) -> Reached

    /// The using feature's `need`, a protocol it declares, met by `adapter` over the component reached, which
    /// the adapter may read for as long as it lives; each read is a use of the crossing.
    public consuming func reading<Need>(as need: Need.Type, _ adapter: (Reach<Reached>) -> Need) -> Need {
        let crossing = Crossing(.data, using: Using.self, reached: Reached.self, through: Self.name(of: need))
        named(crossing)
        let find = self.find
        return adapter(Reach { find(crossing) })
    }

    /// The name of a protocol's existential, `any FavouriteQuoteSource`, without `any `.
    private static func name(of need: Any.Type) -> String {
        let name = String(describing: need)
        return name.hasPrefix("any ") ? String(name.dropFirst("any ".count)) : name
    }
}

/// A way to a feature's destinations, given to the wiring of the feature that opens them, which consumes it
/// once, as a `DataCrossing`. It leads to no component and no screen.
@MainActor
public struct NavigationCrossing<Reached: DestinationScreens, Using>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    fileprivate let way: @MainActor (Reached.Destination, Crossing, SourcePlace) -> Way

    /// `destination` of the feature reached, for the using feature to answer with (`Arrival.route`); opened
    /// at this place, which a report of the visit names.
    public consuming func destination(
        _ destination: Reached.Destination, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) -> AnyDestination<Using> {
        let through = "\(type(of: destination)).\(destination.segment)"
        let crossing = Crossing(.navigation, using: Using.self, reached: Reached.self, through: through)
        named(crossing)
        return AnyDestination(way: way(destination, crossing, SourcePlace(fileID: fileID, line: line, column: column)))
    }
}

/// A kept feature's component, as a data adapter reads it: each member read through it finds the component and
/// counts a use of the crossing. It is no component itself, so nothing can be made under it.
@MainActor
@dynamicMemberLookup
public struct Reach<Reached: Scope> {
    fileprivate let find: @MainActor () -> Reached

    public subscript<Value>(dynamicMember member: KeyPath<Reached, Value>) -> Value {
        find()[keyPath: member]
    }
}

import Core
import TerminalScreen

/// What a root lends the closure that makes a feature's wiring, and never lets it keep: what the root takes
/// from outside, and the two ways to another feature, `reading` a kept feature's data and `opening` a
/// feature's destinations. Each gives a crossing the wiring consumes once, naming the using feature's
/// protocol and the adapter that meets it: an edge cannot be wired without being named. A wiring is given
/// no root, so it reaches another feature's component only through a crossing.
@MainActor
public struct RootWiring<Root: FeatureRoot>: ~Copyable {
    // Noncopyable, so that nothing keeps it and crosses later. (Swift 6.3.1's optimizer crashes
    // specializing a generic over a noncopyable struct of one stored property; this one has two.)
    private let root: Root
    /// Told each crossing as the wiring names it, when the wiring is made only to be read: its crossings then
    /// count no use and its routes lead nowhere. `nil` for the wiring a feature's component is made with.
    private let tellingCrossings: (@MainActor (Crossing) -> Void)?

    init(_ root: Root, tellingCrossings: (@MainActor (Crossing) -> Void)? = nil) {
        self.root = root
        self.tellingCrossings = tellingCrossings
    }

    /// What the root takes from outside the features.
    public var outside: Root.Outside { root.outside }

    /// A data edge to `feature`, whose component another feature's adapter may read for as long as the
    /// adapter lives. Only a component kept for the run can be read so, whatever declaration names it: a
    /// per-visit one would be kept past its visit, so it does not compile here.
    public func reading<Component: KeptForTheRun>(_ feature: KeyPath<Root, KeptFeature<Root, Component>>)
        -> DataCrossing<Component>
    {
        let root = self.root
        let find: @MainActor () -> Component = { root[keyPath: feature].component(in: root) }
        guard let named = tellingCrossings else { return DataCrossing(named: { _ in }, used: root.used, find: find) }
        return DataCrossing(named: named, used: { _ in }, find: find)
    }

    /// A navigation edge to `feature`'s destinations: values the navigation stack opens in the feature's
    /// kept component, or in a new visit's.
    public func opening<Feature: DeclaredFeature>(_ feature: KeyPath<Root, Feature>)
        -> NavigationCrossing<Feature.Component.Destination> where Feature.Root == Root
    {
        let root = self.root
        guard let named = tellingCrossings else {
            return NavigationCrossing(named: { _ in }, reached: Feature.Component.self) { destination, crossing in
                root[keyPath: feature].destination(destination, in: root, through: crossing)
            }
        }
        return NavigationCrossing(named: named, reached: Feature.Component.self) { destination, _ in
            AnyDestination(destination)
        }
    }

    /// `wiring`, made to be read alone, and the crossings it names.
    static func readAlone<Dependency>(_ wiring: (borrowing RootWiring) -> Dependency, in root: Root)
        -> (wiring: Any, crossings: [Crossing])
    {
        var crossings: [Crossing] = []
        let read = wiring(RootWiring(root) { crossings.append($0) })
        return (read, crossings)
    }
}

/// A way to a kept feature's data, given to the wiring of the feature that reads it, which consumes it
/// once: noncopyable, so that the wiring neither keeps it nor crosses twice.
///
/// Its parameter, and `Reach`'s, is asked only to be a `Scope`, and `reading` that it be kept for the run:
/// a protocol on a type's own parameter has the runtime search every conformance in the process when it
/// first makes the type for a feature, by name (`feature-graph-scale`, docs/performance.md).
@MainActor
public struct DataCrossing<Component: Scope>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    fileprivate let used: @MainActor (Crossing) -> Void
    fileprivate let find: @MainActor () -> Component

    /// The using feature's `need`, met by `adapter` over the component reached, which it may read for as
    /// long as it lives; each read is a use of the crossing.
    public consuming func reading<Need>(as need: Need.Type, _ adapter: (Reach<Component>) -> Need) -> Need
    where Component: KeptForTheRun {
        let crossing = Crossing(.data, need: Need.self, reached: Component.self)
        named(crossing)
        let (used, find) = (self.used, self.find)
        return adapter(
            Reach {
                used(crossing)
                return find()
            })
    }
}

/// A way to a feature's destinations, given to the wiring of the feature that opens them, which consumes
/// it once, as a `DataCrossing`. It is of the feature's `Destination` type, and leads to no component.
@MainActor
public struct NavigationCrossing<Destination>: ~Copyable {
    fileprivate let named: @MainActor (Crossing) -> Void
    /// The component of the feature reached, which the crossing names.
    fileprivate let reached: Any.Type
    fileprivate let destination: @MainActor (Destination, Crossing) -> AnyDestination

    /// The using feature's `need`, met by `adapter` over a route to the feature's destinations.
    public consuming func opening<Need>(as need: Need.Type, _ adapter: (Route<Destination>) -> Need) -> Need {
        let crossing = Crossing(.navigation, need: Need.self, reached: reached)
        named(crossing)
        let destination = self.destination
        return adapter(Route { destination($0, crossing) })
    }
}

/// A kept feature's component, as a data adapter reads it: found each time it is asked for.
public struct Reach<Component: Scope> {
    fileprivate let find: @MainActor () -> Component

    @MainActor public var component: Component { find() }
}

/// Another feature's destinations, as a navigation adapter gives them: values the navigation stack opens
/// in the feature's kept component, or in a new visit's. It gives no component and no screen.
@MainActor
public struct Route<Destination> {
    fileprivate let destination: @MainActor (Destination) -> AnyDestination

    public func destination(_ destination: Destination) -> AnyDestination { self.destination(destination) }
}

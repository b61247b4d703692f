import Core
import GraphExport
import Persistence
import ProfileFeature
import SettingsFeature
import TerminalScreen

/// What a feature's wiring is made from, lent to its initializer and never kept: what the root takes from
/// outside, and the two ways to another feature, `reading` its data and `opening` its destinations. A wiring
/// holds no root, so it reaches no other feature's component but through an adapter these make; each
/// names the using feature's protocol once, which the compiler holds the adapter to, and tells the edge it
/// crosses: an edge cannot be wired without being drawn.
@MainActor
struct RootWiring: ~Copyable {
    // Noncopyable, so that a wiring cannot keep it and cross later, undrawn. (Swift 6.3.1's optimizer crashes
    // specializing a generic feature over a noncopyable struct of one stored property; this one has two.)
    fileprivate let root: RootComponent
    /// Told each edge crossed, when the wiring is made only to read its edges: its crossings then count
    /// nothing and lead nowhere. `nil` for the wiring a feature's component is made with.
    fileprivate let tellingEdges: ((FeatureEdge) -> Void)?

    var store: any KeyValueStore { root.store }
    var clock: DayClock { root.clock }
    var userSource: any ProfileUserSource { root.userSource }
    var reminderInbox: any ReminderInbox { root.reminderInbox }

    /// A data edge: `adapter`, made over the component of `feature`, which it may read for as long as it
    /// lives, meets the using feature's `need`. Only a component kept for the run can be read so, whatever
    /// declaration names it: a per-visit one would be kept past its visit, so it does not compile here.
    func reading<Component: KeptForTheRun, Need>(
        _ feature: KeyPath<RootComponent, KeptFeature<Component>>, as need: Need.Type,
        _ adapter: (Reach<Component>) -> Need
    ) -> Need {
        let edge = FeatureEdge(.data, declaredAs: need, reaching: Component.self)
        tellingEdges?(edge)
        let counts = tellingEdges == nil
        return adapter(
            Reach { [root] in
                if counts { root.readEdges[edge, default: 0] += 1 }
                return root[keyPath: feature].component(in: root)
            })
    }

    /// A navigation edge: `adapter`, made over a route to `feature`'s destinations, meets the using
    /// feature's `need`. A route gives destinations, values only the navigation stack opens: never a screen
    /// or a component, so an adapter that keeps one keeps a value, and a per-visit feature's opens a new
    /// visit each time the stack opens it.
    func opening<Feature: DeclaredFeature, Need>(
        _ feature: KeyPath<RootComponent, Feature>, as need: Need.Type, _ adapter: (Route<Feature.Component>) -> Need
    ) -> Need {
        let edge = FeatureEdge(.navigation, declaredAs: need, reaching: Feature.Component.self)
        tellingEdges?(edge)
        guard tellingEdges == nil else { return adapter(Route { AnyDestination($0) }) }
        return adapter(Route { [root] in root[keyPath: feature].destination($0, in: root, taking: edge) })
    }
}

extension RootComponent {
    /// A wiring whose every crossing is an edge of this run, counted each time it is read or taken.
    func wiring() -> RootWiring {
        RootWiring(root: self, tellingEdges: nil)
    }

    /// A feature's wiring, made by `wiring` to be read alone, and the edges it crosses: its data crossings
    /// count no read and its routes lead nowhere.
    func read<Dependency>(_ wiring: (borrowing RootWiring) -> Dependency) -> (wiring: Any, edges: [FeatureEdge]) {
        var edges: [FeatureEdge] = []
        let read = wiring(RootWiring(root: self) { edges.append($0) })
        return (read, edges)
    }
}

/// A kept feature's component, as a data adapter reads it: found each time it is asked for.
struct Reach<Component: Scope> {
    fileprivate let find: @MainActor () -> Component

    @MainActor var component: Component { find() }
}

/// Another feature's destinations, as a navigation adapter gives them: values the navigation stack opens
/// in the feature's kept component, or in a new visit's. It gives no component and no screen.
@MainActor
struct Route<Component: DestinationScreens> {
    fileprivate let destination: @MainActor (Component.Destination) -> AnyDestination

    func destination(_ destination: Component.Destination) -> AnyDestination { self.destination(destination) }
}

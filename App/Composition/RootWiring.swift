import Core
import Diagnostics
import Persistence
import ProfileFeature
import SettingsFeature

/// What a feature's wiring is made from, lent to its initializer and never kept: what the root takes from
/// outside, and the one way to another feature, `crossing`. A wiring holds no root, so it reaches no other
/// feature's component but through an adapter `crossing` makes, and `crossing` tells of each edge it
/// crosses: an edge cannot be wired without being drawn.
@MainActor
struct RootWiring: ~Copyable {
    fileprivate let root: RootComponent
    fileprivate let crossed: (FeatureEdge) -> Void

    var store: any KeyValueStore { root.store }
    var clock: DayClock { root.clock }
    var userSource: any ProfileUserSource { root.userSource }
    var reminderInbox: any ReminderInbox { root.reminderInbox }

    /// The adapter `make` makes to cross to `feature`, handed its component as a `Reach`; its edge is told.
    func crossing<Component, Wiring, Adapter: FeatureEdgeAdapter>(
        to feature: KeyPath<RootComponent, Feature<Component, Wiring>>, _ make: (Reach<Component>) -> Adapter
    ) -> Adapter where Adapter.Reached == Component {
        crossed(Adapter.edge)
        return make(Reach { [root] in root.component(feature) })
    }
}

extension RootComponent {
    /// A wiring whose every crossing is counted as an edge wired in this run, for Diagnostics; or, when
    /// made only to read its edges, told to `crossed` alone.
    func wiring(crossed: ((FeatureEdge) -> Void)? = nil) -> RootWiring {
        RootWiring(root: self, crossed: crossed ?? { [self] in self.wiredEdges[$0, default: 0] += 1 })
    }
}

/// Another feature's component, as an adapter reaches it: made, or found, each time it is asked for, as
/// its feature's lifetime says.
struct Reach<Component: Scope> {
    fileprivate let make: @MainActor () -> Component

    @MainActor var component: Component { make() }
}

/// An adapter of the App through which one feature reaches another. It holds the other feature's component
/// as a `Reach`, which only `RootWiring.crossing` makes, so the feature reached is the type it holds; it
/// says what kind of edge it is and which protocol of the using feature it meets.
@MainActor
protocol FeatureEdgeAdapter {
    associatedtype Reached: Scope
    static var kind: FeatureEdge.Kind { get }
    /// The using feature's protocol, as an existential: `(any FavouriteQuoteSource).self`.
    static var need: Any.Type { get }
    var reached: Reach<Reached> { get }
}

extension FeatureEdgeAdapter {
    static var edge: FeatureEdge { FeatureEdge(kind, declaredAs: need, reaching: Reached.self) }
}

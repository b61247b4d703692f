import Core
import GraphExport
import Persistence
import ProfileFeature
import SettingsFeature
import TerminalScreen

/// What a feature's wiring is made from, lent to its initializer and never kept: what the root takes from
/// outside, and the two ways to another feature, `reading` its data and `opening` its screens. A wiring
/// holds no root, so it reaches no other feature's component but through an adapter these make; each
/// names the using feature's protocol once, which the compiler holds the adapter to, and tells the edge it
/// crosses: an edge cannot be wired without being drawn.
@MainActor
struct RootWiring: ~Copyable {
    // Noncopyable, so that a wiring cannot keep it and cross later, undrawn. (Swift 6.3.1's optimizer crashes
    // specializing a generic feature over a noncopyable struct of one stored property; this one has two.)
    fileprivate let root: RootComponent
    fileprivate let crossed: (FeatureEdge) -> Void

    var store: any KeyValueStore { root.store }
    var clock: DayClock { root.clock }
    var userSource: any ProfileUserSource { root.userSource }
    var reminderInbox: any ReminderInbox { root.reminderInbox }

    /// A data edge: `adapter`, made over `feature`'s component, which it may read for as long as it lives,
    /// meets the using feature's `need`. Only a feature kept for the run can be read so: a per-visit one's
    /// component would be kept past its visit, so its key path does not compile here.
    func reading<Component, Need>(
        _ feature: KeyPath<RootComponent, KeptFeature<Component>>, as need: Need.Type,
        _ adapter: (Reach<Component>) -> Need
    ) -> Need {
        crossed(FeatureEdge(.data, declaredAs: need, reaching: Component.self))
        return adapter(Reach { [root] in root[keyPath: feature].component(in: root) })
    }

    /// A navigation edge: `adapter`, made over a route to `feature`'s screens, meets the using feature's
    /// `need`. A route gives screens, never a component: a per-visit feature's opens a new visit each time.
    func opening<Feature: DeclaredFeature, Need>(
        _ feature: KeyPath<RootComponent, Feature>, as need: Need.Type, _ adapter: (Route<Feature.Component>) -> Need
    ) -> Need {
        let edge = FeatureEdge(.navigation, declaredAs: need, reaching: Feature.Component.self)
        crossed(edge)
        return adapter(
            Route { [root] screen in
                root.takenEdges[edge, default: 0] += 1
                return root[keyPath: feature].open(screen, in: root)
            })
    }
}

extension RootComponent {
    /// A wiring whose every crossing is counted as an edge wired in this run, for Diagnostics.
    func wiring() -> RootWiring {
        RootWiring(root: self) { [self] in self.wiredEdges[$0, default: 0] += 1 }
    }

    /// A feature's wiring, made by `wiring` with a root wiring that only tells the edges it crosses.
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

/// Another feature's screens, as a navigation adapter opens them: each `open` is a screen of the feature's
/// kept component, or of a new per-visit one. A key path names the screen, so the adapter holds no component.
@MainActor
struct Route<Component: Scope> {
    fileprivate let open: @MainActor ((Component) -> any Screen) -> any Screen

    func open(_ screen: KeyPath<Component, any Screen>) -> any Screen { open { $0[keyPath: screen] } }
    func open<Opened: Screen>(_ screen: KeyPath<Component, Opened>) -> any Screen { open { $0[keyPath: screen] } }
}

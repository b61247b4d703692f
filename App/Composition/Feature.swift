import Core
import GraphExport
import TerminalScreen

/// A feature's component as the root makes it: from its type alone, under the root, with the wiring its
/// declaration names as its dependency. Each feature's component adopts it beside its wiring
/// (`extension QuoteComponent: FeatureComponent {}`); `Component`'s own initializer meets it.
@MainActor
protocol FeatureComponent: Scope {
    associatedtype Dependency
    init(parent: Scope, dependency: Dependency, name: String?, lifetime: ScopeLifetime)
}

/// A feature declared at the root, whichever its lifetime: how its screens are opened, and the edges its
/// wiring crosses. A declaration is handed neither the root nor another feature's component: the root makes
/// the component from the declaration's type and wiring, so where it sits and what it reads are fixed.
@MainActor
protocol DeclaredFeature {
    associatedtype Component: Scope
    /// The screen `screen` of the feature's component, as the main menu or another feature's route opens it.
    func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen
    /// Makes the component now if it is kept for the run; a per-visit feature makes nothing.
    func boot(in root: RootComponent)
    /// The feature's wiring, made to be read alone, and the edges it crosses, which are not counted as wired.
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge])
}

extension DeclaredFeature {
    var componentType: Any.Type { Component.self }
}

/// A feature whose component lives for the app's run: made at boot and kept by the root until the app
/// lets go of its tree. Another feature may read its data (`RootWiring.reading`).
///
/// The class asks of its parameter only that it be a `Scope`, and its initializer that it be a
/// `FeatureComponent`: a protocol on the class's own parameter would have the runtime search every
/// conformance in the process when it first makes the class for a feature, some 30 µs a feature at launch
/// (`feature-graph-scale`, docs/performance.md).
final class KeptFeature<Component: Scope>: DeclaredFeature {
    private let slot = Kept<Component>()
    private let make: @MainActor (RootComponent) -> Component
    private let read: @MainActor (RootComponent) -> (wiring: Any, edges: [FeatureEdge])

    init(
        _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
    ) where Component: FeatureComponent {
        make = { root in Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .run) }
        read = { root in root.read(wiring) }
    }

    func component(in root: RootComponent) -> Component { root.keep(slot) { make(root) } }

    func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen { screen(component(in: root)) }
    func boot(in root: RootComponent) { _ = component(in: root) }
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge]) { read(root) }
}

/// A feature whose component lives for one visit: each time the main menu or another feature's route opens
/// one of its screens, a new component is made, which that screen and those it opens hold; the visit ends
/// when that screen closes, and a component still alive then is reported captive. It offers no component:
/// another feature can only open its screens (`RootWiring.opening`), never keep one. Its parameter is
/// asked what `KeptFeature`'s is, for the same reason.
final class PerVisitFeature<Component: Scope>: DeclaredFeature {
    private let make: @MainActor (RootComponent) -> Component
    private let read: @MainActor (RootComponent) -> (wiring: Any, edges: [FeatureEdge])

    init(
        _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
    ) where Component: FeatureComponent {
        make = { root in Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .visit) }
        read = { root in root.read(wiring) }
    }

    /// A component for a new visit, which ends when `opening`, the screen made of it, closes.
    func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen {
        let component = newVisit(in: root)
        let opening = screen(component)
        root.visits.began(component, opening: opening)
        return opening
    }

    /// A component for a visit that no screen ends: what a test reads a visit's values through.
    func newVisit(in root: RootComponent) -> Component { make(root) }

    func boot(in root: RootComponent) {}
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge]) { read(root) }
}

import Core
import GraphExport
import TerminalScreen

/// A feature's component as the root makes it: from its type alone, under the root, with the wiring its
/// declaration names as its dependency, living as long as its type says (`KeptForTheRun`, `MadePerVisit`).
/// Each feature's component adopts one of those beside its wiring; `Component`'s own initializer meets it.
@MainActor
protocol FeatureComponent: Scope, DestinationScreens {
    associatedtype Dependency
    /// How long the component lives: `ForTheRun` or `ForOneVisit`, one per type.
    associatedtype Lifetime: FeatureLifetime
    init(parent: Scope, dependency: Dependency, name: String?, lifetime: ScopeLifetime)
}

/// How long a feature's component lives, as a type: what the compiler checks each crossing against.
protocol FeatureLifetime {
    static var declared: ScopeLifetime { get }
}

/// Kept for the app's run: made at boot, one per run, whoever holds its screens.
enum ForTheRun: FeatureLifetime {
    static var declared: ScopeLifetime { .run }
}

/// Made for one visit: a new component each time the navigation stack opens the feature from outside it,
/// ended when that entry leaves the stack.
enum ForOneVisit: FeatureLifetime {
    static var declared: ScopeLifetime { .visit }
}

/// A feature component kept for the run (Dagger's scope annotation): another feature may read its data.
/// A type is kept or per visit, never both: adopting the other too does not compile.
protocol KeptForTheRun: FeatureComponent where Lifetime == ForTheRun {}

/// A feature component made per visit: another feature may only open its destinations.
protocol MadePerVisit: FeatureComponent where Lifetime == ForOneVisit {}

/// A feature declared at the root, whichever its lifetime: its destinations, as values only the navigation
/// stack opens, and the edges its wiring crosses. A declaration is handed neither the root nor another
/// feature's component: the root makes the component from the declaration's type and wiring, so where it
/// sits and what it reads are fixed; and it hands out neither a component nor a screen.
@MainActor
protocol DeclaredFeature {
    associatedtype Component: FeatureComponent
    /// `destination` of the feature, as the main menu or a route offers it: the navigation stack opens it in
    /// the kept component, or in a new visit's, which ends when the entry that opened it leaves the stack;
    /// each time, `edge` is counted as taken.
    func destination(_ destination: Component.Destination, in root: RootComponent, taking edge: FeatureEdge?)
        -> AnyDestination
    /// Makes the component now if it is kept for the run; a per-visit feature makes nothing.
    func boot(in root: RootComponent)
    /// The feature's wiring, made to be read alone, and the edges it crosses: its crossings count nothing and
    /// lead nowhere.
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge])
}

extension DeclaredFeature {
    var componentType: Any.Type { Component.self }
}

/// A feature whose component lives for the app's run: made at boot and kept by the root until the app
/// lets go of its tree. Another feature may read its data (`RootWiring.reading`).
///
/// The class asks of its parameter only that it be a `Scope`, and its initializer that it be kept for the
/// run: a protocol on the class's own parameter would have the runtime search every conformance in the
/// process when it first makes the class for a feature, some 30 µs a feature at launch
/// (`feature-graph-scale`, docs/performance.md).
@MainActor
final class KeptFeature<Component: Scope> {
    private let slot = Kept<Component>()
    private let make: @MainActor (RootComponent) -> Component
    private let read: @MainActor (RootComponent) -> (wiring: Any, edges: [FeatureEdge])

    init(
        _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
    ) where Component: KeptForTheRun {
        make = { root in Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .run) }
        read = { root in root.read(wiring) }
    }

    /// The one component of the run.
    func component(in root: RootComponent) -> Component { root.keep(slot) { make(root) } }
}

extension KeptFeature: DeclaredFeature where Component: KeptForTheRun {
    func destination(_ destination: Component.Destination, in root: RootComponent, taking edge: FeatureEdge?)
        -> AnyDestination
    {
        AnyDestination(destination) { _ in
            root.take(edge)
            return Opening(self.component(in: root))
        }
    }

    func boot(in root: RootComponent) { _ = component(in: root) }
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge]) { read(root) }
}

/// A feature whose component lives for one visit: each time the navigation stack opens one of its
/// destinations from outside it (the main menu, another feature's route), a new component is made, which
/// that entry's screen and those it opens hold; the visit ends when that entry leaves the stack, and a
/// component still alive then is reported captive. It offers no component and no screen: another feature
/// is only given destinations of it (`RootWiring.opening`), so nothing can keep a visit or open one twice.
/// Its parameter is asked what `KeptFeature`'s is, for the same reason.
@MainActor
final class PerVisitFeature<Component: Scope> {
    /// A new visit: its component, as the stack opens destinations in it, and what ends it.
    fileprivate let visit: @MainActor (RootComponent) -> Opening
    private let read: @MainActor (RootComponent) -> (wiring: Any, edges: [FeatureEdge])

    init(
        _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
    ) where Component: MadePerVisit {
        visit = { root in
            let component = Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .visit)
            return Opening(component) { [weak root, weak component] in
                if let component { root?.tracker?.lifetimeEnded(of: component) }
            }
        }
        read = { root in root.read(wiring) }
    }
}

extension PerVisitFeature: DeclaredFeature where Component: MadePerVisit {
    func destination(_ destination: Component.Destination, in root: RootComponent, taking edge: FeatureEdge?)
        -> AnyDestination
    {
        AnyDestination(destination) { _ in
            root.take(edge)
            return self.visit(root)
        }
    }

    func boot(in root: RootComponent) {}
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge]) { read(root) }
}

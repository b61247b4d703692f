import Core
import TerminalScreen

/// A feature declared at a root, whichever its lifetime: its destinations, as values only the navigation
/// stack opens, and the crossings its wiring makes. A declaration is handed neither the root nor another
/// feature's component: the root makes the component from the declaration's type and wiring, so where it
/// sits and what it reads are fixed; and it hands out neither a component nor a screen.
@MainActor
public protocol DeclaredFeature<Root> {
    associatedtype Root: FeatureRoot
    associatedtype Component: FeatureComponent
    /// `destination` of the feature, as a main menu or a route offers it: the navigation stack opens it in
    /// the kept component, or in a new visit's, which ends when the entry that opened it leaves the stack;
    /// each time, `crossing`, if any, is used.
    func destination(_ destination: Component.Destination, in root: Root, through crossing: Crossing?)
        -> AnyDestination
    /// Makes the component now if it is kept for the run; a per-visit feature makes nothing.
    func boot(in root: Root)
    /// The feature's wiring, made to be read alone, and the crossings it makes: they count no use and their
    /// routes lead nowhere.
    func wiringReadAlone(in root: Root) -> (wiring: Any, crossings: [Crossing])
}

extension DeclaredFeature {
    public var componentType: Any.Type { Component.self }
}

/// A feature whose component lives for the app's run: made at boot and kept by the root until the app
/// lets go of its tree. Another feature may read its data (`RootWiring.reading`).
///
/// The class asks of its component only that it be a `Scope`, and its initializer that it be kept for the
/// run: a protocol on the class's own parameter would have the runtime search every conformance in the
/// process when it first makes the class for a feature, some 30 µs a feature at launch
/// (`feature-graph-scale`, docs/performance.md).
@MainActor
public final class KeptFeature<Root: FeatureRoot, Component: Scope> {
    private let slot = Kept<Component>()
    private let make: @MainActor (Root) -> Component
    private let readAlone: @MainActor (Root) -> (wiring: Any, crossings: [Crossing])

    /// The feature whose component's dependency `wiring` makes from what the root lends it.
    public init(wiredBy wiring: @escaping @MainActor (borrowing RootWiring<Root>) -> Component.Dependency)
    where Component: KeptForTheRun {
        make = { root in
            Component(
                parent: root, dependency: wiring(RootWiring(root)), name: nil, lifetime: Component.Lifetime.declared)
        }
        readAlone = { root in RootWiring.readAlone(wiring, in: root) }
    }

    /// The one component of the run.
    public func component(in root: Root) -> Component { root.keep(slot) { make(root) } }
}

extension KeptFeature: DeclaredFeature where Component: KeptForTheRun {
    public func destination(_ destination: Component.Destination, in root: Root, through crossing: Crossing?)
        -> AnyDestination
    {
        AnyDestination(destination) { _ in
            if let crossing { root.used(crossing) }
            return Opening(self.component(in: root))
        }
    }

    public func boot(in root: Root) { _ = component(in: root) }

    public func wiringReadAlone(in root: Root) -> (wiring: Any, crossings: [Crossing]) { readAlone(root) }
}

/// A feature whose component lives for one visit: each time the navigation stack opens one of its
/// destinations from outside it (a main menu, another feature's route), a new component is made, which
/// that entry's screen and those it opens hold; the visit ends when that entry leaves the stack, and the
/// root is told (`FeatureRoot.visitEnded`). It offers no component and no screen: another feature is only
/// given destinations of it (`RootWiring.opening`), so nothing can keep a visit or open one twice. Its
/// parameters are asked what `KeptFeature`'s are, for the same reason.
@MainActor
public final class PerVisitFeature<Root: FeatureRoot, Component: Scope> {
    /// A new visit: its component, as the stack opens destinations in it, and what ends it.
    private let visit: @MainActor (Root) -> Opening
    private let readAlone: @MainActor (Root) -> (wiring: Any, crossings: [Crossing])

    /// The feature whose component's dependency `wiring` makes from what the root lends it, each visit.
    public init(wiredBy wiring: @escaping @MainActor (borrowing RootWiring<Root>) -> Component.Dependency)
    where Component: MadePerVisit {
        visit = { root in
            let component = Component(
                parent: root, dependency: wiring(RootWiring(root)), name: nil, lifetime: Component.Lifetime.declared)
            return Opening(component) { [weak root, weak component] in
                if let component { root?.visitEnded(of: component) }
            }
        }
        readAlone = { root in RootWiring.readAlone(wiring, in: root) }
    }
}

extension PerVisitFeature: DeclaredFeature where Component: MadePerVisit {
    public func destination(_ destination: Component.Destination, in root: Root, through crossing: Crossing?)
        -> AnyDestination
    {
        AnyDestination(destination) { _ in
            if let crossing { root.used(crossing) }
            return self.visit(root)
        }
    }

    public func boot(in root: Root) {}

    public func wiringReadAlone(in root: Root) -> (wiring: Any, crossings: [Crossing]) { readAlone(root) }
}

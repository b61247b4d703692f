import Core
import Diagnostics
import TerminalScreen

/// An entry of the main menu: its label, and the screen it opens.
@MainActor
protocol MainMenuItem {
    var label: String { get }
    func openFirstScreen(in root: RootComponent) -> any Screen
}

/// A feature at the root, whatever its component's type.
@MainActor
protocol DeclaredFeature: MainMenuItem {
    var lifetime: FeatureLifetime { get }
    /// Its component's class: `QuoteFeature.QuoteComponent`.
    var componentType: Any.Type { get }
    func scope(in root: RootComponent) -> Scope
    /// Its wiring, made to be read alone, and the edges it crossed, which are not counted as wired.
    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge])
}

/// How long a feature's component lives: kept for the app's run, and made at boot; or a new one per visit.
enum FeatureLifetime {
    case kept, perVisit
}

/// One feature at the root, declared in one line: the label of its main-menu entry, how long its component
/// lives, the wiring that meets its needs, the screen its entry opens, and how its component is made.
final class Feature<Component: Scope, Wiring>: DeclaredFeature {
    let label: String
    let lifetime: FeatureLifetime
    private let slot = Kept<Component>()
    private let wiring: @MainActor (borrowing RootWiring) -> Wiring
    private let firstScreen: @MainActor (Component) -> any Screen
    private let make: @MainActor (RootComponent, Wiring) -> Component

    init(
        _ label: String, _ lifetime: FeatureLifetime,
        wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Wiring,
        opening firstScreen: @escaping @MainActor (Component) -> any Screen,
        _ make: @escaping @MainActor (RootComponent, Wiring) -> Component
    ) {
        (self.label, self.lifetime, self.wiring, self.firstScreen, self.make) = (
            label, lifetime, wiring, firstScreen, make
        )
    }

    func component(in root: RootComponent) -> Component {
        switch lifetime {
        case .kept: root.keep(slot) { make(root, wiring(root.wiring())) }
        case .perVisit: make(root, wiring(root.wiring()))
        }
    }

    var componentType: Any.Type { Component.self }
    func scope(in root: RootComponent) -> Scope { component(in: root) }
    func openFirstScreen(in root: RootComponent) -> any Screen { firstScreen(component(in: root)) }

    func readWiring(in root: RootComponent) -> (wiring: Any, edges: [FeatureEdge]) {
        var edges: [FeatureEdge] = []
        let read = wiring(root.wiring { edges.append($0) })
        return (read, edges)
    }
}

/// An entry of the main menu that is no feature, such as Diagnostics.
struct MenuItem: MainMenuItem {
    let label: String
    let open: @MainActor (RootComponent) -> any Screen

    func openFirstScreen(in root: RootComponent) -> any Screen { open(root) }
}

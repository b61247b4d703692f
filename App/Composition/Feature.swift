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
    /// Its component's class, as the tracker names it: `QuoteComponent`.
    var componentName: String { get }
    func scope(in root: RootComponent) -> Scope
    /// The edges its wiring crosses, read from a wiring made for that alone, which counts nothing.
    func edges(in root: RootComponent) -> [FeatureEdge]
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

    var componentName: String { String(describing: Component.self) }
    func scope(in root: RootComponent) -> Scope { component(in: root) }
    func openFirstScreen(in root: RootComponent) -> any Screen { firstScreen(component(in: root)) }

    func edges(in root: RootComponent) -> [FeatureEdge] {
        Mirror(reflecting: wiring(root.wiring(counted: false))).children.compactMap { child in
            (child.value as? any FeatureEdgeAdapter).map { edge(of: $0) }
        }
    }

    private func edge<Adapter: FeatureEdgeAdapter>(of _: Adapter) -> FeatureEdge { Adapter.edge }
}

/// An entry of the main menu that is no feature, such as Diagnostics.
struct MenuItem: MainMenuItem {
    let label: String
    let open: @MainActor (RootComponent) -> any Screen

    func openFirstScreen(in root: RootComponent) -> any Screen { open(root) }
}

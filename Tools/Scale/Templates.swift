/// The sources of one generated package, in the app's shape: a `Screens` module (the screen contract),
/// features `F1`…`Fn`, and an `App` that wires them. Each feature needs `storage` from the root, reads the
/// data of the next feature kept for the run and opens the previous feature's screen, through adapters of
/// the App. Odd features live as long as the app, even ones per visit. On the kernel, the root declares
/// each feature in one line, its lifetime and its wiring, and each wiring crosses to other features as
/// the app's do (`Declarations.swift`, the app's declarations without their diagnostics); by hand, the App
/// makes the same objects with plain initializers.
struct Templates {
    let count: Int
    let onKernel: Bool
    /// Whether each feature carries a body of this app's size, which needs the screen contract.
    let realistic: Bool

    /// Every file, by its path in the package.
    var files: [String: String] {
        var files = [
            "Package.swift": manifest,
            "Sources/Screens/Screen.swift":
                "@MainActor public protocol Screen: AnyObject { var title: String { get } }\n",
            "Sources/App/main.swift": main,
            "Sources/App/Root.swift": root,
        ]
        if onKernel { files["Sources/App/Declarations.swift"] = Self.declarations }
        for feature in 1...count {
            let source = onKernel ? "import Core\n" + Self.feature + Self.component : Self.feature
            files["Sources/F\(feature)/F\(feature).swift"] = fill(source, feature: feature)
            files["Sources/App/F\(feature).swift"] = fill(
                onKernel ? Self.kernelAdapters + Self.wiring : Self.handAdapters, feature: feature)
        }
        return files
    }

    private var features: [String] { (1...count).map { "F\($0)" } }

    private var manifest: String {
        let core = onKernel ? "\"Core\", " : ""
        let body = realistic ? ", \"TerminalScreen\"" : ""
        return """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Scale", platforms: [.macOS(.v15)], targets: [
                \(onKernel ? ".target(name: \"Core\", exclude: [\"README.md\", \"Core.docc\"])," : "")
                .target(name: "Screens"),
                \(realistic ? ".target(name: \"Locking\", exclude: [\"README.md\"])," : "")
                \(realistic ? ".target(name: \"TerminalScreen\", dependencies: [\"Locking\"], exclude: [\"README.md\"])," : "")
            \(features.map { "    .target(name: \"\($0)\", dependencies: [\(core)\"Screens\"\(body)])," }.joined(separator: "\n"))
                .executableTarget(name: "App", dependencies: [\(core)"Screens", \(features.map { "\"\($0)\"" }.joined(separator: ", "))]),
            ], swiftLanguageModes: [.v6])
            """
    }

    /// Launches, makes every feature's screen once, and prints the microseconds that took.
    private var main: String {
        let screens = features.map {
            onKernel ? "tree.root.open(\\.\($0.lowercased()), \\.screen)" : "root.\($0.lowercased())Screen"
        }
        return """
            \(onKernel ? "import Core\n" : "")import Screens

            let start = ContinuousClock.now
            \(onKernel ? "let tree = Tree(RootComponent())" : "let root = AppRoot()")
            let screens: [any Screen] = [\(screens.joined(separator: ", "))]
            let made = (ContinuousClock.now - start).components
            print(Double(made.seconds) * 1e6 + Double(made.attoseconds) * 1e-12, screens.count == \(count))
            """
    }

    /// The root: on the kernel, a component with a line per feature saying how long it lives and what wires
    /// it; by hand, a container with a model per feature, kept for the run or made per visit, and its screen.
    private var root: String {
        let members = features.enumerated().map { index, feature in
            let (member, appLong) = (feature.lowercased(), index % 2 == 0)
            guard onKernel else {
                let make = "\(feature)Model(storage: \(feature)StoreAdapter(store: store))"
                return """
                    \(appLong ? "private(set) lazy var \(member)Model = \(make)" : "var \(member)Model: \(feature)Model { \(make) }")
                    var \(member)Screen: \(feature)Screen {
                        \(feature)Screen(model: \(member)Model, neighbour: \(feature)NeighbourAdapter(root: self), route: \(feature)RouteAdapter(root: self))
                    }
                    """
            }
            return
                "let \(member) = \(appLong ? "Kept" : "PerVisit")Feature(\(feature)Component.self, wiredBy: \(feature)Wiring.init)"
        }
        return """
            \(((onKernel ? ["Core"] : []) + features).map { "import \($0)" }.joined(separator: "\n"))

            /// What the root takes from outside: one store that every feature's storage reaches.
            final class Store {
                var values: [String: Int] = [:]
            }

            @MainActor
            final class \(onKernel ? "RootComponent: BootstrapComponent" : "AppRoot") {
                let store = Store()
            \(onKernel ? "    var wiredEdges: [String] = []\n" : "")
            \(members.joined(separator: "\n\n"))
            }
            """
    }

    /// `text` with `F_` the feature, `next_` the feature kept for the run whose data it reads (the next odd
    /// one), and `prev_` the one whose screen it opens.
    private func fill(_ text: String, feature: Int) -> String {
        let keptCount = (count + 1) / 2
        let (next, previous) = ((feature / 2 + 1) % keptCount * 2 + 1, (feature + count - 2) % count + 1)
        return text.replacingOccurrences(of: "next_lower", with: "f\(next)")
            .replacingOccurrences(of: "prev_lower", with: "f\(previous)")
            .replacingOccurrences(of: "next_", with: "F\(next)")
            .replacingOccurrences(of: "prev_", with: "F\(previous)")
            .replacingOccurrences(of: "F_", with: "F\(feature)")
    }

    private static let feature = """
        import Screens

        @MainActor public protocol F_Storage {
            func load() -> Int?
        }

        /// Another feature's data, as F_ reads it.
        @MainActor public protocol F_NeighbourData {
            var summary: String { get }
        }

        /// Another feature's screen, as F_ opens it.
        @MainActor public protocol F_Route {
            func open() -> any Screen
        }

        @MainActor
        public final class F_Model {
            public let value: Int

            public init(storage: any F_Storage) {
                value = storage.load() ?? 0
            }

            public var summary: String { "F_ \\(value)" }
        }

        @MainActor
        public final class F_Screen: Screen {
            public let model: F_Model
            private let neighbour: any F_NeighbourData
            private let route: any F_Route

            public init(model: F_Model, neighbour: any F_NeighbourData, route: any F_Route) {
                (self.model, self.neighbour, self.route) = (model, neighbour, route)
            }

            public var title: String { "\\(model.summary) beside \\(neighbour.summary)" }

            public func openNext() -> any Screen { route.open() }
        }

        """

    private static let component = """
        /// What F_ needs and cannot make itself; the App meets it in `F_Wiring`.
        @MainActor public protocol F_Dependency {
            var storage: any F_Storage { get }
            var neighbour: any F_NeighbourData { get }
            var route: any F_Route { get }
        }

        public final class F_Component: Component<any F_Dependency> {
            public private(set) lazy var model: F_Model = shared { F_Model(storage: dependency.storage) }

            public var screen: F_Screen {
                factory { F_Screen(model: model, neighbour: dependency.neighbour, route: dependency.route) }
            }
        }

        """

    private static let handAdapters = """
        import F_
        import Screens

        @MainActor struct F_StoreAdapter: F_Storage {
            let store: Store
            func load() -> Int? { store.values["F_"] }
        }

        /// F_ → a feature kept for the run, data.
        @MainActor struct F_NeighbourAdapter: F_NeighbourData {
            let root: AppRoot
            var summary: String { root.next_lowerModel.summary }
        }

        /// F_ → the previous feature, navigation.
        @MainActor struct F_RouteAdapter: F_Route {
            let root: AppRoot
            func open() -> any Screen { root.prev_lowerScreen }
        }

        """

    private static let kernelAdapters = """
        import Core
        import F_
        import Screens
        import next_
        import prev_

        @MainActor struct F_StoreAdapter: F_Storage {
            let store: Store
            func load() -> Int? { store.values["F_"] }
        }

        /// F_ → a feature kept for the run, data.
        @MainActor struct F_NeighbourAdapter: F_NeighbourData {
            let next: Reach<next_Component>
            var summary: String { next.component.model.summary }
        }

        /// F_ → the previous feature, navigation.
        @MainActor struct F_RouteAdapter: F_Route {
            let previous: Route<prev_Component>
            func open() -> any Screen { previous.open(\\.screen) }
        }

        """

    private static let wiring = """

        /// F_'s needs, met in a place of its own.
        @MainActor
        struct F_Wiring: F_Dependency {
            let storage: any F_Storage
            let neighbour: any F_NeighbourData
            let route: any F_Route

            init(_ root: borrowing RootWiring) {
                storage = F_StoreAdapter(store: root.store)
                neighbour = root.reading(\\.next_lower, as: (any F_NeighbourData).self, F_NeighbourAdapter.init)
                route = root.opening(\\.prev_lower, as: (any F_Route).self, F_RouteAdapter.init)
            }
        }

        extension F_Component: FeatureComponent {}

        """

    /// The app's feature declarations and crossings (App/Composition), without what only diagnostics read.
    private static let declarations = """
        import Core
        import Screens

        @MainActor protocol FeatureComponent: Scope {
            associatedtype Dependency
            init(parent: Scope, dependency: Dependency, name: String?, lifetime: ScopeLifetime)
        }

        @MainActor protocol DeclaredFeature {
            associatedtype Component: Scope
            func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen
        }

        final class KeptFeature<Component: Scope>: DeclaredFeature {
            private let slot = Kept<Component>()
            private let make: @MainActor (RootComponent) -> Component

            init(
                _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
            ) where Component: FeatureComponent {
                make = { root in Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .run) }
            }

            func component(in root: RootComponent) -> Component { root.keep(slot) { make(root) } }

            func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen { screen(component(in: root)) }
        }

        final class PerVisitFeature<Component: Scope>: DeclaredFeature {
            private let make: @MainActor (RootComponent) -> Component

            init(
                _ component: Component.Type, wiredBy wiring: @escaping @MainActor (borrowing RootWiring) -> Component.Dependency
            ) where Component: FeatureComponent {
                make = { root in Component(parent: root, dependency: wiring(root.wiring()), name: nil, lifetime: .visit) }
            }

            func open(_ screen: (Component) -> any Screen, in root: RootComponent) -> any Screen { screen(make(root)) }
        }

        @MainActor
        struct RootWiring: ~Copyable {
            fileprivate let root: RootComponent
            fileprivate let crossed: (Any.Type) -> Void

            var store: Store { root.store }

            func reading<Component, Need>(
                _ feature: KeyPath<RootComponent, KeptFeature<Component>>, as need: Need.Type,
                _ adapter: (Reach<Component>) -> Need
            ) -> Need {
                crossed(Need.self)
                return adapter(Reach { [root] in root[keyPath: feature].component(in: root) })
            }

            func opening<Feature: DeclaredFeature, Need>(
                _ feature: KeyPath<RootComponent, Feature>, as need: Need.Type, _ adapter: (Route<Feature.Component>) -> Need
            ) -> Need {
                crossed(Need.self)
                return adapter(Route { [root] screen in root[keyPath: feature].open(screen, in: root) })
            }
        }

        struct Reach<Component: Scope> {
            fileprivate let find: @MainActor () -> Component
            @MainActor var component: Component { find() }
        }

        @MainActor
        struct Route<Component: Scope> {
            fileprivate let open: @MainActor ((Component) -> any Screen) -> any Screen
            func open<Opened: Screen>(_ screen: KeyPath<Component, Opened>) -> any Screen { open { $0[keyPath: screen] } }
        }

        extension RootComponent {
            /// A wiring whose every crossing is counted, as the app counts it for Diagnostics.
            func wiring() -> RootWiring { RootWiring(root: self) { [self] in self.wiredEdges.append("\\($0)") } }

            func open<Feature: DeclaredFeature, Opened: Screen>(
                _ feature: KeyPath<RootComponent, Feature>, _ screen: KeyPath<Feature.Component, Opened>
            ) -> any Screen {
                self[keyPath: feature].open({ $0[keyPath: screen] }, in: self)
            }
        }

        """
}

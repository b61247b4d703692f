/// The sources of one generated package, in the app's shape: a `Store` module (what the root takes from
/// outside), features `F1`…`Fn` on the screen contract (`TerminalScreen`), and an `App` that wires them.
/// Each feature needs `storage` from the root, reads the data of the next feature kept for the run and
/// opens the previous feature's destination, through adapters. Odd features live as long as the app, even
/// ones per visit. On the kernel, as in the app, each feature has a wiring target of its own (`F1Wiring`)
/// holding its adapters, its wiring and its lifetime, and the root declares each feature in one line that
/// hands the wiring what it crosses (`Modules/Composition`, copied); by hand, the App makes the same
/// objects with plain initializers and holds every adapter.
struct Templates {
    let count: Int
    let onKernel: Bool

    /// Every file, by its path in the package.
    var files: [String: String] {
        var files = [
            "Package.swift": manifest,
            "Sources/Store/Store.swift": Self.store,
            "Sources/App/main.swift": main,
            "Sources/App/Root.swift": root,
        ]
        for feature in 1...count {
            files["Sources/F\(feature)/F\(feature).swift"] = fill(
                onKernel ? Self.feature + Self.component : Self.feature, feature: feature)
            if onKernel {
                files["Sources/F\(feature)Wiring/F\(feature)Wiring.swift"] = fill(Self.wiring, feature: feature)
            } else {
                files["Sources/App/F\(feature).swift"] = fill(Self.handAdapters, feature: feature)
            }
        }
        return files
    }

    private var features: [String] { (1...count).map { "F\($0)" } }

    private var manifest: String {
        let core = onKernel ? "\"Core\", \"Composition\", " : ""
        let wirings = features.map { feature in
            let number = Int(feature.dropFirst()) ?? 1
            let reached = Set([feature, "F\(next(of: number))", "F\(previous(of: number))"]).sorted()
            let dependencies = ["Composition", "Store", "TerminalScreen"] + reached
            return
                "    .target(name: \"\(feature)Wiring\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]),"
        }
        let app =
            (onKernel ? ["Core", "Composition"] : []) + ["Store", "TerminalScreen"] + features
            + (onKernel ? features.map { "\($0)Wiring" } : [])
        return """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Scale", platforms: [.macOS(.v15)], targets: [
                \(onKernel ? ".target(name: \"Core\", exclude: [\"README.md\", \"Core.docc\"])," : "")
                \(onKernel ? ".target(name: \"Composition\", dependencies: [\"Core\", \"TerminalScreen\"], exclude: [\"README.md\"])," : "")
                .target(name: "Locking", exclude: ["README.md"]),
                .target(name: "TerminalScreen", dependencies: ["Locking"], exclude: ["README.md"]),
                .target(name: "Store"),
            \(features.map { "    .target(name: \"\($0)\", dependencies: [\(core)\"TerminalScreen\"])," }.joined(separator: "\n"))
            \(onKernel ? wirings.joined(separator: "\n") : "")
                .executableTarget(name: "App", dependencies: [\(app.map { "\"\($0)\"" }.joined(separator: ", "))]),
            ], swiftLanguageModes: [.v6])
            """
    }

    /// Launches, opens every feature's destination once as the navigation stack does, keeping its screen,
    /// and prints the microseconds that took.
    private var main: String {
        """
        \(onKernel ? "import Core\n" : "")import TerminalScreen

        /// The screen below every feature's, as a main menu is.
        final class Home: Screen {
            let title = "Home"
            let feature = "App"
            let content: [String] = []
            let request = ScreenRequest.choices([])
        }

        let start = ContinuousClock.now
        let \(onKernel ? "tree = Tree(RootComponent())" : "root = AppRoot()")
        var navigation = Navigation(home: Home())
        var screens: [any Screen] = []
        for destination in \(onKernel ? "tree.root" : "root").destinations {
            navigation.apply(.open(destination))
            screens.append(navigation.top)
            navigation.closeAll()
        }
        let made = (ContinuousClock.now - start).components
        print(Double(made.seconds) * 1e6 + Double(made.attoseconds) * 1e-12, screens.count == \(count))
        """
    }

    /// The root: on the kernel, a component with a line per feature saying how long it lives and what its
    /// wiring is handed; by hand, a container with a model per feature, kept for the run or made per visit,
    /// and its screen.
    private var root: String {
        let members = features.enumerated().map { index, feature in
            let (member, appLong, number) = (feature.lowercased(), index % 2 == 0, index + 1)
            guard onKernel else {
                let make = "\(feature)Model(storage: \(feature)StoreAdapter(store: store))"
                return """
                    \(appLong ? "private(set) lazy var \(member)Model = \(make)" : "var \(member)Model: \(feature)Model { \(make) }")
                    var \(member)Screen: \(feature)Screen {
                        \(feature)Screen(model: \(member)Model, neighbour: \(feature)NeighbourAdapter(root: self), route: \(feature)RouteAdapter(root: self))
                    }
                    """
            }
            return """
                let \(member): \(appLong ? "Kept" : "PerVisit")<\(feature)Component> = \(appLong ? "Kept" : "PerVisit") {
                    \(feature)Wiring(store: $0.outside, neighbour: $0.reading(\\.f\(next(of: number))), route: $0.opening(\\.f\(previous(of: number))))
                }
                """
        }
        let destinations = features.map { feature in
            onKernel
                ? "\(feature.lowercased()).destination(.main, in: self, through: nil)"
                : "AnyDestination(\(feature)Destination.main) { _ in Opening { self.\(feature.lowercased())Screen } }"
        }
        let imports =
            (onKernel ? ["Composition", "Core"] : []) + ["Store", "TerminalScreen"] + features
            + (onKernel ? features.map { "\($0)Wiring" } : [])
        return """
            \(imports.map { "import \($0)" }.joined(separator: "\n"))

            \(onKernel ? Self.declarations : "")
            @MainActor
            final class \(onKernel ? "RootComponent: BootstrapComponent, FeatureRoot" : "AppRoot") {
                \(onKernel ? "let outside = Store()" : "let store = Store()")
            \(onKernel ? Self.told : "")
            \(members.joined(separator: "\n\n"))

                /// Each feature's first destination, as a main menu offers it.
                var destinations: [AnyDestination] {
                    [
                        \(destinations.joined(separator: ",\n            "))
                    ]
                }
            }
            """
    }

    /// The next feature kept for the run after `feature`, whose data it reads (the next odd one).
    private func next(of feature: Int) -> Int {
        let keptCount = (count + 1) / 2
        return (feature / 2 + 1) % keptCount * 2 + 1
    }

    /// The feature whose destination `feature` opens.
    private func previous(of feature: Int) -> Int { (feature + count - 2) % count + 1 }

    /// `text` with `F_` the feature, `next_` the feature kept for the run whose data it reads (`nextlower_`
    /// its member), `prev_` the one whose destination it opens, and `lifetime_` how long its component lives.
    private func fill(_ text: String, feature: Int) -> String {
        text.replacingOccurrences(of: "nextlower_", with: "f\(next(of: feature))")
            .replacingOccurrences(of: "prevlower_", with: "f\(previous(of: feature))")
            .replacingOccurrences(of: "next_", with: "F\(next(of: feature))")
            .replacingOccurrences(of: "prev_", with: "F\(previous(of: feature))")
            .replacingOccurrences(of: "lifetime_", with: feature % 2 == 1 ? "KeptForTheRun" : "MadePerVisit")
            .replacingOccurrences(of: "F_", with: "F\(feature)")
    }

    private static let store = """
        /// What every feature's storage reaches: one store, which the root takes from outside.
        @MainActor
        public final class Store {
            public var values: [String: Int] = [:]

            public init() {}
        }

        """

    private static let feature = """
        import TerminalScreen

        @MainActor public protocol F_Storage {
            func load() -> Int?
        }

        /// Another feature's data, as F_ reads it.
        @MainActor public protocol F_NeighbourData {
            var summary: String { get }
        }

        /// Another feature's destination, as F_ opens it.
        @MainActor public protocol F_Route {
            var previous: AnyDestination { get }
        }

        public enum F_Destination: String, Destination, CaseIterable {
            case main
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
            public var feature: String { "F_" }
            public var content: [String] { [] }
            public var request: ScreenRequest { .choices([ScreenChoice("p", "Previous", opening: route.previous)]) }
        }

        """

    private static let component = """

        import Composition
        import Core

        /// What F_ needs and cannot make itself; the App meets it in `F_Wiring`.
        @MainActor public protocol F_Dependency {
            var storage: any F_Storage { get }
            var neighbour: any F_NeighbourData { get }
            var route: any F_Route { get }
        }

        public final class F_Component: Component<any F_Dependency>, lifetime_ {
            public private(set) lazy var model: F_Model = shared { F_Model(storage: dependency.storage) }

            public var screen: F_Screen {
                factory { F_Screen(model: model, neighbour: dependency.neighbour, route: dependency.route) }
            }

            public func arrival(at destination: F_Destination) -> Arrival { .screen(screen) }
        }

        """

    private static let handAdapters = """
        import F_
        import Store
        import TerminalScreen
        import prev_

        @MainActor struct F_StoreAdapter: F_Storage {
            let store: Store
            func load() -> Int? { store.values["F_"] }
        }

        /// F_ → a feature kept for the run, data.
        @MainActor struct F_NeighbourAdapter: F_NeighbourData {
            let root: AppRoot
            var summary: String { root.nextlower_Model.summary }
        }

        /// F_ → the previous feature, navigation.
        @MainActor struct F_RouteAdapter: F_Route {
            let root: AppRoot
            var previous: AnyDestination { AnyDestination(prev_Destination.main) { [root] _ in Opening { root.prevlower_Screen } } }
        }

        """

    /// A feature's wiring target: its adapters, its wiring and its component's lifetime.
    private static let wiring = """
        import Composition
        import F_
        import Store
        import TerminalScreen
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
            let route: Route<prev_Destination>
            var previous: AnyDestination { route.destination(.main) }
        }

        /// F_'s needs, met in a place of its own.
        @MainActor
        public struct F_Wiring: F_Dependency {
            public let storage: any F_Storage
            public let neighbour: any F_NeighbourData
            public let route: any F_Route

            public init(
                store: Store, neighbour next: consuming DataCrossing<next_Component>,
                route previous: consuming NavigationCrossing<prev_Destination>
            ) {
                storage = F_StoreAdapter(store: store)
                neighbour = next.reading(as: (any F_NeighbourData).self, F_NeighbourAdapter.init)
                route = previous.opening(as: (any F_Route).self, F_RouteAdapter.init)
            }
        }

        """

    /// The root's two kinds of declaration, for its own type.
    private static let declarations = """
        typealias Kept<Component: Scope> = KeptFeature<RootComponent, Component>
        typealias PerVisit<Component: Scope> = PerVisitFeature<RootComponent, Component>

        """

    /// What the root is told, as the app's root is: each use of a crossing, counted.
    private static let told = """
            var uses: [Crossing: Int] = [:]

            func used(_ crossing: Crossing) { uses[crossing, default: 0] += 1 }
            func visitEnded(of component: Scope) {}

        """
}

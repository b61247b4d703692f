/// The sources of one generated package, in the app's shape: a `Screens` module (the screen contract),
/// features `F1`…`Fn`, and an `App` that wires them. Each feature needs `storage` from the root, reads the
/// next feature's data and opens the previous feature's screen, through adapters of the App. Odd features
/// live as long as the app, even ones per visit. On the kernel, each feature has a component, and the App
/// a wiring per feature; by hand, the App makes the same objects with plain initializers.
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
        for feature in 1...count {
            let source = onKernel ? "import Core\n" + Self.feature + Self.component : Self.feature
            files["Sources/F\(feature)/F\(feature).swift"] = fill(source, feature: feature)
            files["Sources/App/F\(feature).swift"] = fill(
                Self.adapters + (onKernel ? Self.wiring : ""), feature: feature)
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
            onKernel ? "tree.root.\($0.lowercased()).screen" : "root.\($0.lowercased())Screen"
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

    /// The root: on the kernel, a component with a line per feature saying how long it lives; by hand, a
    /// container with a model per feature, kept for the run or made per visit, and its screen.
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
            let make = "\(feature)Component(parent: self, dependency: \(feature)Wiring(root: self))"
            return appLong
                ? "private let \(member)Slot = Kept<\(feature)Component>()\nvar \(member): \(feature)Component { keep(\(member)Slot) { \(make) } }"
                : "var \(member): \(feature)Component { \(make) }"
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

            \(members.joined(separator: "\n\n"))
            }
            """
    }

    /// `text` with `F_` the feature, `next_` the one whose data it reads, `prev_` the one it opens, and
    /// `Root_` the App's root, kernel or hand.
    private func fill(_ text: String, feature: Int) -> String {
        let (next, previous) = (feature % count + 1, (feature + count - 2) % count + 1)
        return text.replacingOccurrences(of: "Root_", with: onKernel ? "RootComponent" : "AppRoot")
            .replacingOccurrences(of: "next_.model", with: onKernel ? "f\(next).model" : "f\(next)Model")
            .replacingOccurrences(of: "prev_.screen", with: onKernel ? "f\(previous).screen" : "f\(previous)Screen")
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

    private static let adapters = """
        import F_
        import Screens

        @MainActor struct F_StoreAdapter: F_Storage {
            let store: Store
            func load() -> Int? { store.values["F_"] }
        }

        /// F_ → the next feature, data.
        @MainActor struct F_NeighbourAdapter: F_NeighbourData {
            let root: Root_
            var summary: String { root.next_.model.summary }
        }

        /// F_ → the previous feature, navigation.
        @MainActor struct F_RouteAdapter: F_Route {
            let root: Root_
            func open() -> any Screen { root.prev_.screen }
        }

        """

    private static let wiring = """

        /// F_'s needs, met in a place of its own.
        @MainActor
        struct F_Wiring: F_Dependency {
            let root: RootComponent

            var storage: any F_Storage { F_StoreAdapter(store: root.store) }
            var neighbour: any F_NeighbourData { F_NeighbourAdapter(root: root) }
            var route: any F_Route { F_RouteAdapter(root: root) }
        }

        """
}

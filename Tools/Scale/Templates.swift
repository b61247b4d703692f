/// The sources of one generated package, in the app's shape: a `Screens` module (the screen contract),
/// features `F1`…`Fn`, and an `App` that wires them. Each feature needs `storage` and `clock` from the root
/// (names every feature repeats, with types of its own), reads the next feature's data and opens the
/// previous feature's screen, both through adapters of the App. Odd features live as long as the app,
/// even ones per visit. On the kernel, each feature has a component, a wiring at the root and a unit test
/// under a fake parent; by hand, the App makes the same objects with plain initializers.
struct Templates {
    let count: Int
    let onKernel: Bool
    /// Whether each feature carries a body of this app's size, which needs the screen contract.
    let realistic: Bool

    /// Every file, by its path in the package.
    var files: [String: String] {
        var files = [
            "Package.swift": manifest,
            "Sources/Screens/Screen.swift": """
            /// What a feature shows; the features' routes return one.
            @MainActor
            public protocol Screen: AnyObject {
                var title: String { get }
            }
            """,
            "Sources/App/main.swift": main,
            "Sources/App/\(onKernel ? "RootComponent" : "AppRoot").swift": root,
            "Sources/App/Edges.swift": """
            /// What the root takes from outside: one store and one clock that every feature's needs reach.
            final class Store {
                var values: [String: Int] = [:]
            }

            final class SystemClock {
                var now: Int { 7 }
            }
            """,
        ]
        for feature in 1...count {
            let fill = { (text: String) in self.fill(text, feature: feature) }
            files[fill("Sources/F_/F_Needs.swift")] = fill(Self.needs + (onKernel ? Self.dependency : ""))
            files[fill("Sources/F_/F_Model.swift")] = fill(Self.model)
            files[fill("Sources/F_/F_Screen.swift")] = fill(Self.screen)
            files[fill("Sources/App/Adapters/F_Adapters.swift")] = fill(
                onKernel ? Self.kernelAdapters : Self.handAdapters)
            if onKernel {
                files[fill("Sources/F_/F_Component.swift")] = fill(Self.component)
                files[fill("Sources/App/Wiring/F_Wiring.swift")] = fill(Self.wiring)
                files[fill("Tests/F_Tests/F_Tests.swift")] = fill(Self.unitTest)
            }
        }
        return files
    }

    private var features: [String] { (1...count).map { "F\($0)" } }

    private var manifest: String {
        let core = onKernel ? "\"Core\", " : ""
        let body = realistic ? ", \"TerminalScreen\"" : ""
        let list = features.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Scale", platforms: [.macOS(.v15)], targets: [
                \(onKernel ? ".target(name: \"Core\", exclude: [\"README.md\", \"Core.docc\"])," : "")
                .target(name: "Screens"),
                \(realistic ? ".target(name: \"Locking\", exclude: [\"README.md\"])," : "")
                \(realistic ? ".target(name: \"TerminalScreen\", dependencies: [\"Locking\"], exclude: [\"README.md\"])," : "")
            \(features.map { "    .target(name: \"\($0)\", dependencies: [\(core)\"Screens\"\(body)])," }.joined(separator: "\n"))
            \(onKernel ? features.map { "    .testTarget(name: \"\($0)Tests\", dependencies: [\"\($0)\", \"Core\", \"Screens\"])," }.joined(separator: "\n") : "")
                .executableTarget(name: "App", dependencies: [\(core)"Screens", \(list)]),
            ], swiftLanguageModes: [.v6])
            """
    }

    /// Launches, makes every feature's screen once, and prints the microseconds that took.
    private var main: String {
        let start = onKernel ? "let tree = Tree(RootComponent())" : "let root = AppRoot()"
        let screens = features.map {
            onKernel ? "tree.root.\($0.lowercased()).screen" : "root.\($0.lowercased())Screen"
        }
        return """
            \(onKernel ? "import Core\n" : "")import Screens

            let start = ContinuousClock.now
            \(start)
            let screens: [any Screen] = [\(screens.joined(separator: ", "))]
            let made = (ContinuousClock.now - start).components
            print(Double(made.seconds) * 1e6 + Double(made.attoseconds) * 1e-12, screens.count == \(count))
            """
    }

    /// The root: on the kernel, a component with one line per feature saying how long it lives; by hand,
    /// a container with a model per feature, kept for the run or made per visit.
    private var root: String {
        let imports = ((onKernel ? ["Core"] : []) + features).map { "import \($0)" }.joined(separator: "\n")
        var members: [String] = []
        for (index, feature) in features.enumerated() {
            let member = feature.lowercased()
            let appLong = index % 2 == 0
            if onKernel {
                let make = "\(feature)Component(parent: self, dependency: \(feature)Wiring(root: self))"
                members.append(
                    appLong
                        ? """
                            private let \(member)Slot = Kept<\(feature)Component>()
                            /// As long as the app.
                            var \(member): \(feature)Component { keep(\(member)Slot) { \(make) } }
                        """
                        : """
                            /// Per visit.
                            var \(member): \(feature)Component { \(make) }
                        """)
            } else {
                let make =
                    "\(feature)Model(storage: \(feature)StoreAdapter(store: store), clock: \(feature)ClockAdapter(clock: clock))"
                members.append(
                    """
                        \(appLong ? "/// As long as the app.\n    private(set) lazy var" : "/// Per visit.\n    var") \(member)Model: \(feature)Model\(appLong ? " = " : " { ")\(make)\(appLong ? "" : " }")
                        var \(member)Screen: \(feature)Screen {
                            \(feature)Screen(model: \(member)Model, neighbour: \(feature)NeighbourAdapter(root: self), route: \(feature)RouteAdapter(root: self))
                        }
                    """)
            }
        }
        return """
            \(imports)

            @MainActor
            final class \(onKernel ? "RootComponent: BootstrapComponent" : "AppRoot") {
                let store = Store()
                let clock = SystemClock()

            \(members.joined(separator: "\n\n"))
            }
            """
    }

    /// `text` with `F_` the feature, `Next_` the one whose data it reads, `Prev_` the one it opens.
    private func fill(_ text: String, feature: Int) -> String {
        let next = feature % count + 1
        let previous = (feature + count - 2) % count + 1
        return text.replacingOccurrences(of: "Next_", with: "F\(next)")
            .replacingOccurrences(of: "next_", with: "f\(next)")
            .replacingOccurrences(of: "Prev_", with: "F\(previous)")
            .replacingOccurrences(of: "prev_", with: "f\(previous)")
            .replacingOccurrences(of: "F_", with: "F\(feature)")
    }

    private static let needs = """
        import Screens

        @MainActor public protocol F_Storage {
            func load() -> Int?
            func save(_ value: Int)
        }

        @MainActor public protocol F_Clock {
            var now: Int { get }
        }

        /// Another feature's data, as F_ reads it.
        @MainActor public protocol F_NeighbourData {
            var summary: String { get }
        }

        /// Another feature's screen, as F_ opens it.
        @MainActor public protocol F_Route {
            func open() -> any Screen
        }

        """

    private static let dependency = """
        /// What F_ needs and cannot make itself; the App meets it in `F_Wiring`.
        @MainActor public protocol F_Dependency {
            var storage: any F_Storage { get }
            var clock: any F_Clock { get }
            var neighbour: any F_NeighbourData { get }
            var route: any F_Route { get }
        }

        """

    private static let model = """
        @MainActor
        public final class F_Model {
            public private(set) var value: Int
            private let storage: any F_Storage

            public init(storage: any F_Storage, clock: any F_Clock) {
                self.storage = storage
                value = storage.load() ?? clock.now
            }

            public var summary: String { "F_ \\(value)" }

            public func bump() {
                value += 1
                storage.save(value)
            }
        }

        """

    private static let screen = """
        import Screens

        @MainActor
        public final class F_Screen: Screen {
            public let model: F_Model
            private let neighbour: any F_NeighbourData
            private let route: any F_Route

            public init(model: F_Model, neighbour: any F_NeighbourData, route: any F_Route) {
                self.model = model
                self.neighbour = neighbour
                self.route = route
            }

            public var title: String { "\\(model.summary) beside \\(neighbour.summary)" }

            public func openNext() -> any Screen { route.open() }
        }

        """

    private static let component = """
        import Core

        public final class F_Component: Component<any F_Dependency> {
            public private(set) lazy var model: F_Model = shared {
                F_Model(storage: dependency.storage, clock: dependency.clock)
            }

            public var screen: F_Screen {
                factory { F_Screen(model: model, neighbour: dependency.neighbour, route: dependency.route) }
            }
        }

        """

    private static let wiring = """
        import Core
        import F_

        /// F_'s needs, met in a place of its own.
        @MainActor
        struct F_Wiring: F_Dependency {
            let root: RootComponent

            var storage: any F_Storage { F_StoreAdapter(store: root.store) }
            var clock: any F_Clock { F_ClockAdapter(clock: root.clock) }
            var neighbour: any F_NeighbourData { root.factory { F_NeighbourAdapter(root: root) } }
            var route: any F_Route { root.factory { F_RouteAdapter(root: root) } }
        }

        """

    private static let kernelAdapters = """
        import F_
        import Screens

        @MainActor struct F_StoreAdapter: F_Storage {
            let store: Store
            func load() -> Int? { store.values["F_"] }
            func save(_ value: Int) { store.values["F_"] = value }
        }

        @MainActor struct F_ClockAdapter: F_Clock {
            let clock: SystemClock
            var now: Int { clock.now }
        }

        /// F_ → Next_, data.
        @MainActor struct F_NeighbourAdapter: F_NeighbourData {
            let root: RootComponent
            var summary: String { root.next_.model.summary }
        }

        /// F_ → Prev_, navigation.
        @MainActor struct F_RouteAdapter: F_Route {
            let root: RootComponent
            func open() -> any Screen { root.prev_.screen }
        }

        """

    private static let handAdapters = kernelAdapters.replacingOccurrences(of: "RootComponent", with: "AppRoot")
        .replacingOccurrences(of: "root.next_.model", with: "root.next_Model")
        .replacingOccurrences(of: "root.prev_.screen", with: "root.prev_Screen")

    private static let unitTest = """
        import Core
        import F_
        import Screens
        import Testing

        @MainActor
        @Suite struct F_Tests {
            @Test func theScreenShowsTheStoredValueBesideItsNeighbour() {
                let parent = FakeParent()
                let component = F_Component(parent: parent, dependency: parent)
                #expect(component.screen.title == "F_ 3 beside a neighbour")
                component.model.bump()
                #expect(parent.saved == [4])
                #expect(component.screen.model === component.model)
            }
        }

        private final class FakeParent: BootstrapComponent, F_Dependency, F_Storage, F_Clock, F_NeighbourData, F_Route {
            private(set) var saved: [Int] = []
            var storage: any F_Storage { self }
            var clock: any F_Clock { self }
            var neighbour: any F_NeighbourData { self }
            var route: any F_Route { self }
            func load() -> Int? { 3 }
            func save(_ value: Int) { saved.append(value) }
            var now: Int { 0 }
            var summary: String { "a neighbour" }
            func open() -> any Screen { F_Component(parent: self, dependency: self).screen }
        }

        """
}

import Composition
import Core
import Diagnostics
import GraphExport
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import ProfileUserLive
import TerminalMenu
import TerminalScreen

extension RootComponent {
    /// The graph `feature-graph graph` draws: the modules from Package.swift, the edges from each wiring, and the
    /// components of a tree over `openStore`, each main-menu entry opened (the components a feature makes when a
    /// screen asks cannot be listed otherwise) and its load awaited; no other choice is taken.
    static func declaredGraph(
        openStore: () -> any KeyValueStore = { InMemoryKeyValueStore() },
        userSource: any ProfileUserSource = SampleUserFile()
    ) async -> ComponentGraph {
        let tracker = LifetimeTracker()
        let tree = RootComponent(
            tracker: tracker, clock: .system, userSource: userSource, reminderInbox: MenuEvents(),
            storeLocation: "in memory only", openStore: openStore
        ).boot()
        var navigation = tree.root.navigation()
        if case .choices(let entries) = navigation.top.request {
            for destination in entries.compactMap(\.destination) {
                navigation.apply(.open(destination))
                await navigation.top.loading?.value
                navigation.closeAll()  // ending its visit
            }
        }
        return ComponentGraph(modules: appModules, records: tracker.records, featureEdges: tree.root.featureEdges)
    }

    /// App and every module it is made of, with what each depends on, as Package.swift declares.
    static var appModules: [String: [String]] {
        let declared = Dictionary(uniqueKeysWithValues: PackageModules.targets.map { ($0.name, $0.dependencies) })
        var modules: [String: [String]] = [:]
        var pending = ["App"]
        while let module = pending.popLast() {
            guard modules[module] == nil else { continue }
            modules[module] = declared[module] ?? []
            pending += modules[module] ?? []
        }
        return modules
    }

    /// Every way one feature reaches another, read from each feature's wiring, sorted.
    var featureEdges: [FeatureEdge] { FeatureEdge.edges(of: crossings) }

    /// How many times this run used each edge between features.
    var edgeUses: [FeatureEdge: Int] { FeatureEdge.uses(of: crossingUses) }

    /// Every screen as a person reaches them (`ScreenWalk`), each drawn again once loaded; it takes every choice.
    package func walkEveryScreen() async -> [ScreenWalk.Step] {
        var navigation = navigation()
        let steps = ScreenWalk.steps(on: &navigation)
        for step in steps {
            await step.screen.loading?.value
            _ = step.screen.content
        }
        return steps
    }
}

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
    /// The graph `feature-graph graph` draws, read from what the code declares: the modules from
    /// Package.swift, the edges between features from each feature's wiring, and the components from a tree
    /// booted over `openStore` (a throwaway store unless a test says otherwise). The root's features are
    /// its children by declaration; the components below them are made by a feature's own code only when a
    /// screen asks, which Swift gives no way to list without running it, so each entry of the main menu is
    /// opened on a navigation stack of its own and its load awaited. No other choice is taken and no prompt
    /// answered, so nothing is saved and nobody signs out.
    static func declaredGraph(
        openStore: () -> any KeyValueStore = { InMemoryKeyValueStore() },
        userSource: any ProfileUserSource = SampleUserFile()
    ) async -> ComponentGraph {
        let tracker = LifetimeTracker()
        let tree = RootComponent(
            tracker: tracker, clock: .system, userSource: userSource, reminderInbox: MenuEvents(),
            storeLocation: "in memory only", openStore: openStore
        ).boot()
        if case .choices(let entries) = tree.root.navigation().top.request {
            for destination in entries.compactMap(\.destination) {
                var navigation = tree.root.navigation()
                navigation.apply(.open(destination))
                await navigation.top.loading?.value
                navigation.closeAll()
            }
        }
        return ComponentGraph(modules: appModules, records: tracker.records, featureEdges: tree.root.featureEdges)
    }

    /// App and every module it is made of, each with the modules it depends on, as Package.swift declares
    /// them.
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

    /// Every screen of the app as a person reaches them (`ScreenWalk`), shown as the app shows them: each
    /// screen drawn again once its load has ended. It takes every choice, so the docs walk it over a
    /// throwaway store to write the menu map.
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

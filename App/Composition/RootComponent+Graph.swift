import Core
import Diagnostics
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import ProfileUserLive
import TerminalMenu
import TerminalScreen

extension RootComponent {
    /// The graph `feature-graph graph` draws, read from what the code declares: a tree booted over
    /// `openStore` (a throwaway store unless a test says otherwise) with each feature's first screen made,
    /// as the main menu declares them, and its load awaited, so that the components a visit opens are
    /// made; no choice is taken and no prompt answered, so nothing is saved and nobody signs out.
    static func declaredGraph(
        openStore: () -> any KeyValueStore = { InMemoryKeyValueStore() },
        userSource: any ProfileUserSource = SampleUserFile()
    ) async -> ComponentGraph {
        let tracker = LifetimeTracker()
        let tree = boot(
            tracker: tracker, clock: .system, userSource: userSource, reminderInbox: MenuEvents(),
            storeLocation: "in memory only", openStore: openStore)
        let firstScreens = tree.root.mainMenuEntries.map { $0.open() }
        for screen in firstScreens { await screen.loading?.value }
        return ComponentGraph(modules: PackageModules.imports, records: tracker.records, featureEdges: FeatureEdges.all)
    }

    /// Every screen of the app as a person reaches them (`ScreenWalk`), shown as the app shows them: each
    /// screen drawn again once its load has ended. It takes every choice, so the docs walk it over a
    /// throwaway store to write the menu map.
    package func walkEveryScreen() async -> [ScreenWalk.Step] {
        let steps = ScreenWalk.steps(from: mainMenu)
        for step in steps {
            await step.screen.loading?.value
            _ = step.screen.content
        }
        return steps
    }
}

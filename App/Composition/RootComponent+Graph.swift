import LifetimeDiagnostics
import Persistence

extension RootComponent {
    /// The graph of the app's tree, as a walk of every screen opens it, over an in-memory store so that
    /// describing the tree never touches the user's data.
    static func walkedGraph() -> ComponentGraph {
        let tracker = LifetimeTracker()
        let root = RootComponent(tracker: tracker) { InMemoryKeyValueStore() }
        let screens = ScreenWalk.screens(from: root.mainMenu)
        return ComponentGraph(tracker: tracker, screens: screens)
    }
}

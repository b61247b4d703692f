import LifetimeDiagnostics

extension RootComponent {
    /// Every screen of the app as a person reaches them (`ScreenWalk`), shown as the app shows them: each
    /// screen drawn again once its load has ended, so that every component and feature edge a session can
    /// make is made.
    package func walkEveryScreen() async -> [ScreenWalk.Step] {
        let home = mainMenu
        let steps = ScreenWalk.steps(from: home)
        for step in steps {
            await step.screen.loading?.value
            _ = step.screen.content
        }
        return steps
    }

    /// The graph of the app's tree, as a walk of every screen makes it, over an in-memory store so that
    /// describing the tree never touches the user's data.
    static func walkedGraph() async -> ComponentGraph {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let screens = await tree.root.walkEveryScreen().map(\.screen)
        return ComponentGraph(
            tracker: tracker, featureEdges: tree.root.observer?.featureEdges ?? [], screens: screens)
    }
}

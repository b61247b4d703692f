import Diagnostics
import LifetimeDiagnostics
import TerminalScreen
import TestSupport
import Testing

@testable import App

/// The one way a feature reaches another's screens is a route the root's declarations give: every screen of
/// another feature than the screen that opened it is made by a component of the app's one tree. A wiring
/// that made another feature's component itself (a second tree, a closure around an initializer) compiles;
/// it fails here, named, since no component of the tracked tree made the screen it opens.
@MainActor
@Suite(.limitForATest) struct ForeignScreensTests {
    @Test func everyScreenOfAnotherFeatureIsMadeByAComponentOfTheAppsTree() async {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let steps = await tree.root.walkEveryScreen()
        var openers: [any Screen] = []
        for step in steps {
            openers = Array(openers.prefix(step.depth)) + [step.screen]
            guard let opener = openers.dropLast().last, opener.feature != step.screen.feature else { continue }
            #expect(
                tracker.pathOfMaker(of: step.screen) != nil,
                """
                \(opener.feature)'s \(opener.title) opens \(step.screen.feature)'s \(step.screen.title), which no \
                component of the app's tree made: reach another feature through a navigation crossing ($0.opening) in the root
                """)
        }
        #expect(steps.count > 10)
    }
}

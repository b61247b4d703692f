import Core
import Diagnostics
import LifetimeDiagnostics
import Persistence
import TerminalScreen
import TestSupport
import Testing

@testable import App

/// The real app, through every screen: every scope it opens releases everything it made, the whole tree
/// goes when the menu ends, and nothing is reported as having outlived its scope.
@MainActor
@Suite(.limitForATest) struct ReleaseAtExitTests {
    /// Every screen, every choice: once the walk's screens are closed, the run's end finds nothing held past
    /// its lifetime; once the tree is let go of, everything the walk made has been released, nothing
    /// outlived the component that made it, and no shared member was made twice. Each report is named.
    @Test func aWalkThroughEveryScreenLeavesNothingBehind() async {
        let tracker = LifetimeTracker()
        var tree: Tree<RootComponent>? = RootComponent.sample(tracker: tracker)
        var shown: [any Screen]?
        if let root = tree?.root {
            var navigation = root.navigation()
            shown = ScreenWalk.steps(on: &navigation).map(\.screen)
        }
        #expect(shown.map(\.count) ?? 0 > 10)
        shown = nil
        tracker.runEnded()
        #expect(tracker.captive.isEmpty, "captive: \(tracker.captive.map(\.description))")
        tree = nil

        await tracker.finish()

        #expect(tracker.outlived.isEmpty, "outlived: \(tracker.outlived.map(\.description))")
        #expect(tracker.remadeShared.isEmpty, "made twice: \(tracker.remadeShared.map(\.description))")
        let stillAlive = tracker.records.filter { $0.alive > 0 }.map { "\($0.typeName) \($0.path)" }
        #expect(stillAlive.isEmpty)
    }

    /// The binary's own ending: the menu lets go, and the trace ends with the root released.
    @Test func theWholeTreeIsReleasedWhenTheMenuEnds() async {
        let run = await AppRun(["--trace-lifetimes"], input: "1\nb\n3\n1\n2\nb\n2\nq\n")
        #expect(!run.output.contains("[lifetime] outlived"))
        #expect(run.output.contains("[lifetime] released RootComponent (scope) ^->Root\n"))
    }

    @Test func aTreeStillAliveWhenTheMenuEndsIsReported() async {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        var tree: Tree<RootComponent>? = RootComponent.sample(tracker: tracker)
        let captive = tree?.root.component(\.settings)  // held past the end of the run, and with it the root
        tree = nil
        await tracker.finish()
        #expect(lines.contains("[lifetime] outlived SettingsComponent (scope) ^->Root->Settings"))
        #expect(lines.contains("[lifetime] outlived RootComponent (scope) ^->Root"))
        withExtendedLifetime(captive) {}
    }
}

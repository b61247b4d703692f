import Core
import Persistence
import Testing

@testable import App

/// The real app, through every screen: every scope it opens releases everything it made, the whole tree
/// goes when the menu ends, and nothing is reported as having outlived its scope.
@MainActor
@Suite struct ReleaseAtExitTests {
    @Test func aSessionThroughEveryScreenLeavesNothingOutlived() async {
        let run = await AppRun(["--trace-lifetimes"], input: EveryScreen.input)
        #expect(run.output.contains("released ProfileSessionComponent (scope) ^->Root->Profile->Session"))
        #expect(run.output.contains("Outlived their scope: none"))
        #expect(!run.output.contains("[lifetime] outlived"))
    }

    @Test func theWholeTreeIsReleasedWhenTheMenuEnds() async {
        let run = await AppRun(["--trace-lifetimes"], input: EveryScreen.input)
        let lines = run.output.components(separatedBy: "\n").map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
        let created = lines.filter { $0.hasPrefix("[lifetime] created") }
        let released = lines.filter { $0.hasPrefix("[lifetime] released") }
        let watchedCreations = created.filter { !$0.contains("Step (factory)") }  // values: nothing to release
        #expect(released.count == watchedCreations.count)
        #expect(run.output.hasSuffix("[lifetime] released RootComponent (scope) ^->Root\n"))
    }

    @Test func aTreeStillAliveWhenTheMenuEndsIsReported() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        var root: RootComponent? = RootComponent(tracker: tracker) { InMemoryKeyValueStore() }
        let captive = root?.settings  // held past the end of the run, and with it the root
        root = nil
        tracker.finish()
        #expect(lines.contains("[lifetime] outlived SettingsComponent (scope) ^->Root->Settings"))
        #expect(lines.contains("[lifetime] outlived RootComponent (scope) ^->Root"))
        withExtendedLifetime(captive) {}
    }
}

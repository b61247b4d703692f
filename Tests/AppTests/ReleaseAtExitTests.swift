import Core
import Diagnostics
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import ProfileUserLive
import Synchronization
import TerminalMenu
import TerminalScreen
import TestSupport
import Testing

@testable import App
@testable import Composition

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
        #expect(
            lines.filter { $0.hasPrefix("[lifetime] outlived") } == [
                "[lifetime] outlived InMemoryKeyValueStore (eager) ^->Root",
                "[lifetime] outlived ScheduleModel (shared) ^->Root->Settings",
                "[lifetime] outlived Reminders (shared) ^->Root->Settings",
                "[lifetime] outlived RootComponent (scope) ^->Root",
                "[lifetime] outlived SettingsComponent (scope) ^->Root->Settings",
                "[lifetime] outlived task reminders ^->Root->Settings",
            ])
        withExtendedLifetime(captive) {}
    }

    /// A load that ignores cancellation, still running when the menu ends: the tracker's last look, after it
    /// waited for the load, finds it, and the run prints its line and exits 70, as a debug build does.
    @Test func aLoadStillRunningAtTheEndIsReportedAndTheRunExits70() async {
        let data = TemporaryDirectory()
        let source = StubbornUser()
        let console = LiveConsole()
        let edges = AppEdges.test(
            console: console, environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path], userSource: source)
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
        console.type("3")
        await console.untilOutput(contains: "Loading\u{2026}")
        console.type("q")
        let status = await ended(run)
        source.answer()
        #expect(
            console.output.contains(
                "[lifetime] outlived task making ProfileUser ^->Root->Profile->ProfileSession, still running when "
                    + "the tree ended\n"), "\(console.output)")
        #expect(status == .lifetimeReported)
    }
}

/// A user source whose load ignores cancellation: it answers once the test calls `answer()`, and not before.
private final class StubbornUser: ProfileUserSource {
    private let waiting = Mutex<[CheckedContinuation<Void, Never>]?>([])

    func loadUser() async throws -> ProfileUser {
        await withCheckedContinuation { continuation in
            let answered = waiting.withLock { waiting in
                waiting?.append(continuation)
                return waiting == nil
            }
            if answered { continuation.resume() }
        }
        return try await SampleUserFile().loadUser()
    }

    func answer() {
        let waiting = waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting ?? []
        }
        for continuation in waiting { continuation.resume() }
    }
}

import Core
import Diagnostics
import LifetimeDiagnostics
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// One root a process, and one navigation stack a root: a second of either is reported the moment it is made,
/// naming the line that made it, listed by Diagnostics, and printed at the end of the run with the others.
@MainActor
@Suite(.limitForATest) struct OneRootOneStackTests {
    /// A second root on the app's tracker, booted — its own kept Quote and Settings, reminders and all — and let
    /// go of before the end of the run: reported when made, and the report stands.
    @Test func aSecondRootIsReportedWhenMadeNamingWhereThoughReleasedBeforeTheEnd() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let line = #line + 1
        var second: Tree<RootComponent>? = RootComponent.sample(tracker: tracker)
        second = nil
        tracker.runEnded()
        let report =
            "RootComponent (kept for the run) ^->Root#2, made at AppTests/OneRootOneStackTests.swift:\(line):64, a "
            + "second root beside ^->Root (kept for the run): one root a process, and one tree"
        #expect(tracker.captive.map(\.description) == [report])
        #expect(Self.diagnostics(of: tracker).contains("  \(report)"))
        #expect(FeatureGraphApp.lifetimeReports(of: tracker).contains("[lifetime] captive \(report)"))
        withExtendedLifetime((tree, second)) {}
    }

    /// A stack of the app's own beside the front's — one kept from boot, opened on Profile — is reported when it
    /// is made, at the line that made it, not at the end of the run.
    @Test func aSecondStackIsReportedWhenMadeNamingWhere() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let front = tree.root.navigation()
        let line = #line + 1
        var kept = tree.root.navigation()
        _ = kept.open(link: ["profile"])
        let report =
            "NavigationComponent (kept for the run) ^->Root->Navigation#2, made at AppTests/OneRootOneStackTests.swift:"
            + "\(line):40, a second component of a type kept for the run beside ^->Root->Navigation (kept for the run): "
            + "one per root, whatever makes it"
        #expect(tracker.captive.map(\.description) == [report])
        #expect(Self.diagnostics(of: tracker).contains("  \(report)"))
        withExtendedLifetime(tree) {}
        _ = consume front
        _ = consume kept
    }

    /// One root and one stack, as the app runs, report nothing.
    @Test func oneRootAndOneStackReportNothing() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        var navigation = tree.root.navigation()
        _ = navigation.open(link: ["profile", "privacy"])
        navigation.closeAll()
        tracker.runEnded()
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
        withExtendedLifetime(tree) {}
    }

    private static func diagnostics(of tracker: LifetimeTracker) -> [String] {
        DiagnosticsReport(records: tracker.records, captive: tracker.captive).lines
    }
}

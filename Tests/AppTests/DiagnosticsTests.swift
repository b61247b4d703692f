import Core
import LifetimeDiagnostics
import TestSupport
import Testing

@testable import App

/// The Diagnostics model against a small tree, and the screen through the real menu.
@MainActor
@Suite struct DiagnosticsTests {
    @Test func reportsEachComponentAndWhatItMadeWithCounts() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        var child: SmallChild? = root.child
        _ = child?.token
        _ = root.child  // made and dropped at once
        child = nil

        #expect(
            DiagnosticsReport(records: tracker.records).lines == [
                "Each component, then what it made: alive now \u{00B7} made \u{00B7} released since start",
                "^->Small  SmallRoot  (1 alive \u{00B7} 1 made \u{00B7} 0 released)",
                "  ^->Small->Child  SmallChild  (0 alive \u{00B7} 2 made \u{00B7} 2 released)",
                "      shared       Token  0 alive \u{00B7} 1 made \u{00B7} 1 released",
                "",
                "Outlived their scope: none",
            ])
        withExtendedLifetime(root) {}
    }

    @Test func listsWhatOutlivedItsScope() async {
        let tracker = LifetimeTracker()
        var root: SmallRoot? = SmallRoot(tracker: tracker)
        let captive = root?.child.token  // kept here after the child and the root are gone
        root = nil
        await tracker.finish()

        #expect(
            DiagnosticsReport(records: tracker.records, outlived: tracker.outlived).lines.suffix(2) == [
                "Outlived their scope (something outside the scope that made them keeps them):",
                "  Token (shared) made in ^->Small->Child  \u{00D7}1",
            ])
        withExtendedLifetime(captive) {}
    }

    @Test func showsALifetimeDefinedOutsideCoreByItsName() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        let slot = KeptUntilLogout()
        let kept = root.make(.custom("until-logout"), for: slot, keepsValue: true) { Token() }

        let lines = DiagnosticsReport(records: tracker.records).lines
        #expect(lines.contains("    until-logout Token  1 alive \u{00B7} 1 made \u{00B7} 0 released"))
        withExtendedLifetime(kept) {}
    }

    /// Within a component, what it made is listed by lifetime, longest-lived first, then by type; a
    /// lifetime an app defines comes after Core's own.
    @Test func whatAComponentMadeIsListedByLifetimeThenByType() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        let custom = root.make(.custom("until-logout"), for: KeptUntilLogout(), keepsValue: true) { Token() }
        let made = root.factory { Widget() }
        let shared = root.child.token
        let lines = DiagnosticsReport(records: tracker.records).lines.filter { $0.hasPrefix("    ") }.map {
            $0.split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
        }
        #expect(lines == ["factory Widget", "until-logout Token", "shared Token"])
        withExtendedLifetime((custom, made, shared)) {}
    }

    @Test func valuesAreCountedButNotWatched() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        _ = root.factory { 42 }
        #expect(
            DiagnosticsReport(records: tracker.records).lines.contains(
                "    factory      Int  1 made (a value: not watched)"))
    }

    @Test func openingAndClosingAFlowShowsOnTheScreen() async {
        let run = await AppRun(input: "2\n1\nc\nb\n4\n")
        #expect(
            run.output.contains(
                "      weak-shared  NotificationsFlowStore  0 alive \u{00B7} 1 made \u{00B7} 1 released\n"))
        #expect(run.output.hasSuffix("\n  b  Back\n> \n"))
    }

    @Test func theScreenSaysWhereTheDataIsAndWhatChoseThePlace() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "4\n", dataDirectory: data)
        #expect(run.output.contains("Diagnostics\nData: \(data.url.path) (from FEATURE_GRAPH_DATA_DIR)\n\n"))
        let flagged = await AppRun(["--data-dir", data.url.path], input: "4\n")
        #expect(flagged.output.contains("Data: \(data.url.path) (from --data-dir)\n"))
    }

    /// The reminders task the Settings component owns is listed under it while it runs.
    @Test func theScreenShowsTheRunningReminderTask() async {
        let run = await AppRun(input: "4\n")
        #expect(
            run.output.contains(
                "  ^->Root->Settings  SettingsComponent  (1 alive \u{00B7} 1 made \u{00B7} 0 released)\n"))
        #expect(run.output.contains("      task         reminders  1 running \u{00B7} 1 started \u{00B7} 0 ended\n"))
    }

    @Test func theScreenShowsItselfAliveAndTheRootsEagerStore() async {
        let run = await AppRun(input: "4\n")
        #expect(run.output.contains("^->Root  RootComponent  (1 alive \u{00B7} 1 made \u{00B7} 0 released)\n"))
        #expect(
            run.output.contains("    eager        FileKeyValueStore  1 alive \u{00B7} 1 made \u{00B7} 0 released\n"))
    }
}

/// A thing a component shares.
private final class Token {}

/// A thing a component makes anew each time.
private final class Widget {}

private final class SmallRoot: BootstrapComponent {
    init(tracker: LifetimeTracker) { super.init(name: "Small", observer: tracker) }
    var child: SmallChild { SmallChild(parent: self, name: "Child") }
}

private final class SmallChild: Component<SmallRoot> {
    private let tokenSlot = Shared<Token>()
    var token: Token { shared(tokenSlot) { Token() } }
}

/// The smallest lifetime an app can define: a slot that keeps nothing of its own.
private final class KeptUntilLogout {}

import Core
import Diagnostics
import LifetimeDiagnostics
import TestSupport
import Testing

@testable import App

/// The Diagnostics model against a small tree, and the screen through the real menu.
@MainActor
@Suite(.limitForATest) struct DiagnosticsTests {
    @Test func reportsEachComponentAndWhatItMadeWithCounts() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        var child: SmallChild? = root.child
        _ = child?.token
        _ = root.child  // made and dropped at once
        child = nil

        #expect(
            DiagnosticsReport(records: tracker.records).lines == [
                "Each component inside the one that opened it, and what it made since the app started:",
                "Small (SmallRoot): 1 open now, 1 opened in all",
                "  Child (SmallChild): 0 open now, 2 opened in all",
                "    Token: one, kept while Child is open (shared); 0 alive now, 1 made in all",
                "",
                "Nothing outlived the component that made it.",
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
                "Outlived the component that made them (something outside it still holds them):",
                "  Token (shared), made in Small \u{203A} Child: once",
            ])
        withExtendedLifetime(captive) {}
    }

    /// A component alive after its visit ended is listed with its path, its declared lifetime and what keeps
    /// it, above what outlived its maker.
    @Test func listsACaptiveComponentWithItsLifetimeAndHolder() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        var child: SmallChild? = root.beginVisit(openedAt: SourcePlace(fileID: "App/Here.swift", line: 1, column: 2)) {
            SmallChild(parent: root, name: "Child", lifetime: .visit)
        }
        let keeper = Keeper(child)
        if let child { tracker.lifetimeEnded(of: child) }
        child = nil

        let lines = DiagnosticsReport(records: tracker.records, captive: tracker.captive).lines
        #expect(lines.contains("Small (SmallRoot): 1 open now, 1 opened in all"))
        #expect(lines.contains("  Child (SmallChild, per visit): 1 open now, 1 opened in all"))
        #expect(
            lines.suffix(3) == [
                "Held longer than the lifetime they were declared to live (captive):",
                "  SmallChild (per visit) ^->Small->Child, opened at App/Here.swift:1:2, alive after its visit ended; "
                    + "something that lives longer holds it",
                "Nothing outlived the component that made it.",
            ])
        withExtendedLifetime(keeper) {}
    }

    /// The tracker is handed the member of each shared make, so a `shared` call in a
    /// computed property of any component of the app's tree is listed with its place and the fix.
    @Test func listsASharedMemberMadeAgainWithItsPlace() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let misdeclared = Misdeclared(parent: tree.root)
        #expect(misdeclared.token !== misdeclared.token)

        let remade = tracker.remadeShared
        #expect(remade.map(\.member.line) == [Misdeclared.tokenLine])
        #expect(
            DiagnosticsReport(records: tracker.records, remade: remade).lines.suffix(2) == [
                "Shared, yet made again by the component that keeps them (a new one on every access):",
                "  ^->Root->Misdeclared made its shared Token again (\(remade.map { "\($0.member)" }.joined())): "
                    + "`shared { … }` keeps its value only as a `lazy var`'s initial value; declare it "
                    + "`lazy var … = shared { … }`",
            ])
    }

    @Test func showsALifetimeDefinedOutsideCoreByItsName() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        let slot = KeptUntilLogout()
        let kept = root.make(.custom("until-logout"), for: slot, keepsValue: true) { Token() }

        let lines = DiagnosticsReport(records: tracker.records).lines
        #expect(lines.contains("  Token: kept by the app\u{2019}s own rule (until-logout); 1 alive now, 1 made in all"))
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
        let lines = DiagnosticsReport(records: tracker.records).lines.filter { $0.hasPrefix("  ") }.map {
            $0.prefix { $0 != ";" }.trimmingPrefix("  ")
        }
        #expect(
            lines == [
                "Widget: new each time asked for (factory)",
                "Token: kept by the app\u{2019}s own rule (until-logout)",
                "Child (SmallChild): 0 open now, 1 opened in all",
                "  Token: one, kept while Child is open (shared)",
            ])
        withExtendedLifetime((custom, made, shared)) {}
    }

    @Test func valuesAreCountedButNotWatched() {
        let tracker = LifetimeTracker()
        let root = SmallRoot(tracker: tracker)
        _ = root.factory { 42 }
        #expect(
            DiagnosticsReport(records: tracker.records).lines.contains(
                "  Int: new each time asked for (factory); 1 made in all (a value, so only its "
                    + "making is counted)"))
    }

    @Test func openingAndClosingAFlowShowsOnTheScreen() async {
        let run = await AppRun(input: "2\n1\nc\nb\n4\n")
        #expect(
            run.output.contains(
                "    NotificationsFlowStore: one while held, made anew after (weak-shared); 0 alive "
                    + "now, 1 made in all\n"))
        #expect(
            run.output.hasSuffix(
                "\n  b  Back\n> \nLeft at diagnostics \u{2014} feature-graph resume comes back here.\n"))
    }

    @Test func theScreenSaysWhereTheDataIsAndWhatChoseThePlace() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "4\n", dataDirectory: data)
        #expect(
            run.output.contains(
                "Diagnostics\nData: \(data.url.path) (from FEATURE_GRAPH_DATA_DIR)\n\n"))
        let flagged = await AppRun(["--data-dir", data.url.path], input: "4\n")
        #expect(flagged.output.contains("Data: \(data.url.path) (from --data-dir)\n"))
    }

    /// The reminders task the Settings component owns is listed under it while it runs.
    @Test func theScreenShowsTheRunningReminderTask() async {
        let run = await AppRun(input: "4\n")
        #expect(
            run.output.contains(
                "  Settings (SettingsComponent, kept for the run): 1 open now, 1 opened in all\n"))
        #expect(
            run.output.contains(
                "    the task \u{201C}reminders\u{201D}, cancelled when Settings closes: 1 running now, 1 started "
                    + "in all\n"))
    }

    @Test func theScreenShowsItselfAliveAndTheRootsEagerStore() async {
        let run = await AppRun(input: "4\n")
        #expect(run.output.contains("\nRoot (RootComponent): 1 open now, 1 opened in all\n"))
        #expect(
            run.output.contains(
                "  FileKeyValueStore: made at start, kept while Root is open (eager); 1 alive now, 1 made in all\n"))
    }
}

/// A thing a component shares.
private final class Token {}

/// Keeps what it is given.
private final class Keeper {
    let kept: AnyObject?
    init(_ kept: AnyObject?) { self.kept = kept }
}

/// A thing a component makes anew each time.
private final class Widget {}

private final class SmallRoot: BootstrapComponent {
    init(tracker: LifetimeTracker) { super.init(name: "Small", observer: tracker) }
    var child: SmallChild { SmallChild(parent: self, name: "Child") }
}

private final class SmallChild: Component<Void> {
    private(set) lazy var token: Token = shared { Token() }
}

/// A component under the app's root whose shared member is, by mistake, a computed property.
private final class Misdeclared: Component<Void> {
    static let tokenLine: UInt = #line + 1
    var token: Token { shared { Token() } }
}

/// The smallest lifetime an app can define: a slot that keeps nothing of its own.
private final class KeptUntilLogout {}

import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// What outlives the component that made it is a captive dependency: the compiler cannot see it, the
/// tracker reports it — once, with its type, lifetime and the path of the component that made it.
@MainActor
@Suite(.limitForATest) struct OutlivedTests {
    @Test func aSessionObjectKeptByTheRootIsReportedOnceTheSessionIsGone() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        root.keeper.kept = session?.sharedWidget  // the captive: the root keeps what the session made

        session = nil

        #expect(tracker.outlived.map(\.typeName) == ["Widget"])
        #expect(tracker.outlived.first?.lifetime == .shared)
        #expect(tracker.outlived.first?.path == "^->Root->Session")
        #expect(lines.last == "[lifetime] outlived Widget (shared) ^->Root->Session")
    }

    /// The tracker tidies what it watches on its own as a long run makes objects, but judges what outlived
    /// its component only when asked: a captive is told at `catchUp`, not in the middle of a later report.
    @Test func aCaptiveIsJudgedAtALookNotWhileTheTrackerTidiesUp() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        root.keeper.kept = session?.sharedWidget
        session = nil
        let other = root.session
        for _ in 0..<200 { _ = other.madeWidget }  // past the count at which the tracker tidies up

        #expect(!lines.contains { $0.contains("outlived") })
        tracker.catchUp()
        #expect(lines.filter { $0.contains("outlived") } == ["[lifetime] outlived Widget (shared) ^->Root->Session"])
    }

    @Test func aSessionThatLetsGoOfEverythingReportsNothing() {
        let tracker = LifetimeTracker()
        var session: Session? = SessionRoot(observer: tracker).session
        _ = session?.sharedWidget
        session = nil
        #expect(tracker.outlived.isEmpty)
    }

    /// An object that holds a session and something the session made lets go of them one after the
    /// other: the session's release is not the moment to judge, the next look is.
    @Test func whatIsLetGoOfRightAfterItsComponentIsNotOutlived() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        var screen: ScreenLike? = ScreenLike(root.session)
        screen = nil
        #expect(tracker.outlived.isEmpty)
        withExtendedLifetime(screen) {}
    }

    /// A session made where a released one lived is another component: what the first one made, kept by
    /// the root, is still reported, though a live component now has its maker's address.
    @Test func aSessionMadeAtAReleasedOnesAddressDoesNotHideWhatTheFirstLeft() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        root.keeper.kept = session?.sharedWidget
        let address = session.map(ObjectIdentifier.init)
        session = nil
        var later: [Session] = []
        while later.count < 1_000, later.last.map(ObjectIdentifier.init) != address { later.append(root.session) }
        // AddressSanitizer holds freed memory back, so there no address comes round again.
        guard later.last.map(ObjectIdentifier.init) == address else { return }
        #expect(tracker.outlived.map(\.typeName) == ["Widget"])
    }

    enum Look { case catchUp, records }

    /// Every look judges: `catchUp`, so the trace, which catches up before every line it writes, tells a
    /// captive at once, and `records`, so the Diagnostics table tells it as it is drawn. Each outliving
    /// instance is told once, however often the tracker looks.
    @Test(arguments: [Look.catchUp, .records])
    func everyLookTellsEachOutlivingInstanceOnce(look: Look) {
        let tracker = LifetimeTracker()
        var told: [String] = []
        tracker.onEvent = { if $0.kind == .outlived { told.append("\($0)") } }
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        root.keeper.kept = session?.sharedWidget
        session = nil
        for _ in 0..<3 {
            switch look {
            case .catchUp: tracker.catchUp()
            case .records: _ = tracker.records
            }
        }
        #expect(told == ["[lifetime] outlived Widget (shared) ^->Root->Session"])
        #expect(tracker.outlived.map(\.count) == [1])
    }

    /// Once the root is let go of, `finish` tells whatever is still alive as having outlived the tree —
    /// what the components made, then the components in the order made, then tasks — before it returns: a test's
    /// last look needs nothing more.
    @Test func finishReportsWhatIsStillAliveOnceTheRootIsGoneInTheOrderMade() async {
        let tracker = LifetimeTracker()
        var told: [String] = []
        tracker.onEvent = { if $0.kind == .outlived { told.append("\($0)") } }
        var root: SessionRoot? = SessionRoot(observer: tracker)
        let leaked = root?.session
        let widget = leaked?.sharedWidget
        root = nil
        await tracker.finish()
        #expect(
            told == [
                "[lifetime] outlived Widget (shared) ^->Root->Session",
                "[lifetime] outlived SessionRoot (scope) ^->Root",
                "[lifetime] outlived Session (scope) ^->Root->Session",
            ])
        #expect(
            tracker.outlived.map(\.description) == [
                "Widget (shared) ^->Root->Session, alive after the component that made it was released",
                "SessionRoot (scope) ^->Root, alive after the component that made it was released",
                "Session (scope) ^->Root->Session, alive after the component that made it was released",
            ])
        withExtendedLifetime((leaked, widget)) {}
    }
}

/// Holds a session and what it made, the session first: letting go of it releases the session, then
/// the widget.
@MainActor
private final class ScreenLike {
    let session: Session
    let widget: Widget

    init(_ session: Session) {
        self.session = session
        widget = session.sharedWidget
    }
}

import Core
import Testing

/// What outlives the scope that made it is a captive dependency: the compiler cannot see it, the tracker
/// reports it — once, with its type, lifetime and the path of the scope that made it.
@MainActor
@Suite struct OutlivedScopeTests {
    @Test func aSessionObjectKeptInARootSlotIsReportedWhenTheSessionEnds() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        let root = CaptiveRoot(tracker: tracker)
        var screen: ChildComponentUnderTest? = root.session
        root.keep(screen?.sharedWidget)  // the captive: the root keeps what the session made

        root.signOut()
        screen = nil
        tracker.sweep()

        #expect(tracker.outlived.map(\.typeName) == ["Widget"])
        #expect(tracker.outlived.first?.lifetime == .shared)
        #expect(tracker.outlived.first?.path == "^->Root->Session")
        #expect(lines.last == "[lifetime] outlived Widget (shared) ^->Root->Session")
    }

    @Test func aScopeThatReleasesEverythingReportsNothing() {
        let tracker = LifetimeTracker()
        let root = CaptiveRoot(tracker: tracker)
        var screen: ChildComponentUnderTest? = root.session
        _ = screen?.sharedWidget
        root.signOut()
        screen = nil
        tracker.sweep()
        tracker.sweep()
        #expect(tracker.outlived.isEmpty)
    }

    @Test func aDiscardedScopeHasUntilTheSweepAfterNextToBeLetGo() {
        let tracker = LifetimeTracker()
        let root = CaptiveRoot(tracker: tracker)
        var screen: ChildComponentUnderTest? = root.session

        root.signOut()
        tracker.sweep()  // notices the discard; the screen showing the session may still be on the stack
        #expect(tracker.outlived.isEmpty)

        tracker.sweep()  // a line later it should have gone
        #expect(tracker.outlived.map(\.typeName) == ["ChildComponentUnderTest"])
        withExtendedLifetime(screen) { screen = nil }
    }

    @Test func somethingMadeBelowAnEndedScopeIsReportedToo() {
        let tracker = LifetimeTracker()
        var root: LevelRoot? = LevelRoot(tracker: tracker)
        let captive = root?.child.child.widget  // made two levels below the root
        root = nil
        tracker.finish()
        #expect(tracker.outlived.map(\.path) == ["^->Root->Level1->Level2"])
        withExtendedLifetime(captive) {}
    }

    @Test func eachOutlivingInstanceIsReportedOnce() {
        let tracker = LifetimeTracker()
        let root = CaptiveRoot(tracker: tracker)
        var screen: ChildComponentUnderTest? = root.session
        root.keep(screen?.sharedWidget)
        root.signOut()
        screen = nil
        for _ in 0..<3 { tracker.sweep() }
        #expect(tracker.outlived.map(\.count) == [1])
    }

    @Test func finishReportsWhateverIsStillAliveOnceTheRootIsGone() {
        let tracker = LifetimeTracker()
        var root: CaptiveRoot? = CaptiveRoot(tracker: tracker)
        let screen = root?.session
        root = nil
        tracker.finish()
        #expect(Set(tracker.outlived.map(\.typeName)) == ["CaptiveRoot", "ChildComponentUnderTest"])
        withExtendedLifetime(screen) {}
    }
}

/// A root with a session scope and a slot that can capture what the session made.
@MainActor
private final class CaptiveRoot: BootstrapComponent, ChildDependency {
    private let sessionSlot = ChildScope<ChildComponentUnderTest>()
    private let keptSlot = Shared<KeptWidget>()
    let rootWidget = Widget()

    init(tracker: LifetimeTracker) { super.init(name: "Root", tracker: tracker) }

    var session: ChildComponentUnderTest {
        childScope(sessionSlot) { ChildComponentUnderTest(parent: self, name: "Session") }
    }
    func signOut() { discard(sessionSlot) }
    func keep(_ widget: Widget?) { shared(keptSlot) { KeptWidget(widget: widget) }.widget = widget }
}

private final class KeptWidget {
    var widget: Widget?
    init(widget: Widget?) { self.widget = widget }
}

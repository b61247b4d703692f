import Core
import Synchronization
import Testing

@MainActor
@Suite struct LifetimeTrackerTests {
    @Test func reportsCreationsAsTheyHappen() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append($0.description) }

        let root = RootUnderTest(tracker: tracker)
        _ = root.rootWidget

        #expect(
            lines == [
                "[lifetime] created RootUnderTest (scope) ^->Root",
                "[lifetime] created Widget (shared) ^->Root",
            ])
    }

    /// A scope reports its own release from `deinit`, which runs wherever its last reference goes.
    @Test func aScopeReleasedOffTheMainActorIsReportedAtTheNextSweep() async {
        let tracker = LifetimeTracker()
        let root = RootUnderTest(tracker: tracker)
        let handoff = Handoff(root.child)
        var released: [String] = []
        tracker.onEvent = { if $0.kind == .released { released.append($0.description) } }

        await Task.detached { handoff.drop() }.value
        tracker.sweep()

        #expect(released == ["[lifetime] released ChildComponentUnderTest (scope) ^->Root->Child"])
    }

    @Test func sweepReportsReleasesOfWhatIsGone() {
        let tracker = LifetimeTracker()
        let root = RootUnderTest(tracker: tracker)
        var child: ChildComponentUnderTest? = root.child
        _ = child?.sharedWidget
        var released: [String] = []
        tracker.onEvent = { if $0.kind == .released { released.append($0.description) } }

        tracker.sweep()
        #expect(released.isEmpty)
        child = nil
        tracker.sweep()

        #expect(
            released == [
                "[lifetime] released Widget (shared) ^->Root->Child",
                "[lifetime] released ChildComponentUnderTest (scope) ^->Root->Child",
            ])
    }

    @Test func recordsCountCreationsReleasesAndLiveInstances() {
        let tracker = LifetimeTracker()
        let root = RootUnderTest(tracker: tracker)
        let kept = root.child
        _ = root.child  // made and dropped at once
        tracker.sweep()

        let children = tracker.records.first { $0.path == "^->Root->Child" && $0.lifetime == .scope }
        #expect(children?.counts == LifetimeCounts(created: 2, released: 1))
        #expect(children?.alive == 1)
        withExtendedLifetime(kept) {}
    }

    @Test func trackingKeepsNothingAlive() {
        let tracker = LifetimeTracker()
        var root: RootUnderTest? = RootUnderTest(tracker: tracker)
        weak let released = root
        root = nil
        #expect(released == nil)
    }
}

/// Holds a component until another thread lets go of it.
private final class Handoff: Sendable {
    private let held: Mutex<ChildComponentUnderTest?>

    init(_ component: ChildComponentUnderTest) {
        held = Mutex(component)
    }

    func drop() {
        held.withLock { $0 = nil }
    }
}

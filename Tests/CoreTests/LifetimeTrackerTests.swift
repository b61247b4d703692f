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

    @Test func eachLifetimeIsTracedUnderItsOwnName() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        let child = RootUnderTest(tracker: tracker).child
        tracker.onEvent = { lines.append($0.description) }

        _ = child.madeByFactory
        _ = child.sharedWidget
        _ = child.weakWidget
        _ = child.buildPair()

        #expect(
            lines == [
                "[lifetime] created Widget (factory) ^->Root->Child",
                "[lifetime] created Widget (shared) ^->Root->Child",
                "[lifetime] created Widget (weak-shared) ^->Root->Child",
                "[lifetime] created Widget (object-graph) ^->Root->Child",
            ])
    }

    /// Every lifetime Core defines is built in; one an app names is not.
    @Test func theBuiltInLifetimesAreEveryOneCoreDefines() {
        for lifetime in [Lifetime.factory, .shared, .weakShared, .eager, .objectGraph, .scope, .task] {
            #expect(Lifetime.builtIn.contains(lifetime), "\(lifetime)")
        }
        #expect(Lifetime.builtIn.count == 7)
        #expect(!Lifetime.builtIn.contains(Lifetime(named: "session")))
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

    /// `alive` is what is alive when the records are read, even before a sweep reports the releases.
    @Test func recordsCountOnlyWhatIsAliveNowAsAlive() {
        let tracker = LifetimeTracker()
        let child = RootUnderTest(tracker: tracker).child
        _ = child.madeByFactory  // made and let go of at once
        let made = tracker.records.first { $0.typeName == "Widget" && $0.lifetime == .factory }
        #expect(made?.counts.created == 1)
        #expect(made?.alive == 0)
    }

    @Test func oneTypeUnderTwoLifetimesIsTwoRecords() {
        let tracker = LifetimeTracker()
        let child = RootUnderTest(tracker: tracker).child
        _ = child.sharedWidget
        _ = child.madeByFactory
        let widgets = tracker.records.filter { $0.typeName == "Widget" && $0.path == "^->Root->Child" }
        #expect(Set(widgets.map(\.lifetime)) == [.shared, .factory])
        #expect(widgets.map(\.counts.created) == [1, 1])
    }

    /// A component whose scope ends while something it made below it lives on is remembered until that
    /// goes too, so its number is never handed to a new scope while the old one's children point at it.
    @Test func theTrackerForgetsEveryScopeOnceAllBelowItIsGone() {
        let tracker = LifetimeTracker()
        let root = LevelRoot(tracker: tracker)
        tracker.sweep()
        let rootOnly = tracker.rememberedCount
        var captive: Widget? = root.child.child.widget  // Level1 and Level2 end; Level2's widget lives on
        tracker.sweep()
        var next: Level? = root.child  // a new Level1, made while the old one's child is still remembered
        tracker.sweep()
        captive = nil
        tracker.sweep()
        next = nil
        tracker.sweep()
        tracker.sweep()

        #expect(tracker.rememberedCount == rootOnly)
        withExtendedLifetime((captive, next)) {}
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

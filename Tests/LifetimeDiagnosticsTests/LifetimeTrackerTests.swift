import Core
import Dispatch
import LifetimeDiagnostics
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct LifetimeTrackerTests {
    /// A listener set after the tree was made hears what happens from then on, not what came before it.
    @Test func aListenerSetLateHearsOnlyWhatFollows() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        var lines: [String] = []
        tracker.onEvent = { lines.append($0.description) }
        _ = root.session
        #expect(lines.first == "[lifetime] created Session (scope) ^->Root->Session")
    }

    @Test func eachEventIsToldAsItIsSeen() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append($0.description) }

        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        _ = session?.sharedWidget
        session = nil
        tracker.catchUp()

        #expect(
            lines == [
                "[lifetime] created SessionRoot (scope) ^->Root",
                "[lifetime] created Session (scope) ^->Root->Session",
                "[lifetime] created Widget (shared) ^->Root->Session",
                "[lifetime] released Session (scope) ^->Root->Session",
                "[lifetime] released Widget (shared) ^->Root->Session",
            ])
    }

    /// Told that a lifetime ended, or asked who made an object, the tracker first tells the releases that came
    /// before, as every report does: a release reaches the trace where it happened, not at the next report.
    @Test func aLifetimeEndedOrAMakerAskedForTellsTheReleasesBeforeIt() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        let visit = root.session
        var released: [String] = []
        tracker.onEvent = { if $0.kind == .released { released.append($0.description) } }
        _ = root.session  // made and let go of at once
        tracker.lifetimeEnded(of: visit)
        #expect(released == ["[lifetime] released Session (scope) ^->Root->Session"])
        _ = root.session
        _ = tracker.pathOfMaker(of: visit)
        #expect(released.count == 2)
    }

    /// An async-shared make that throws is told and counted as failed, and nothing is counted made.
    @Test func aFailedMakeIsToldAndCounted() async {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { if $0.kind == .failed { lines.append($0.description) } }
        let session = SessionRoot(observer: tracker).session
        let slot = AsyncShared<Int>()
        _ = try? await session.asyncShared(slot) { throw CancellationError() }.value

        #expect(lines == ["[lifetime] failed Int (async-shared) ^->Root->Session"])
        let row = tracker.records.first { $0.typeName == "Int" }
        #expect(row.map { [$0.created, $0.failed] } == [0, 1])
    }

    /// A release is told at the next look, before anything made after it: nobody has to ask.
    @Test func aReleaseIsToldBeforeWhatIsMadeAfterIt() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        tracker.onEvent = { lines.append($0.description) }

        session = nil
        let next = root.session

        #expect(
            lines == [
                "[lifetime] released Session (scope) ^->Root->Session",
                "[lifetime] created Session (scope) ^->Root->Session",
            ])
        withExtendedLifetime(next) {}
        withExtendedLifetime(session) {}
    }

    /// Every report is told as it comes, a failure, a task's start and an instance made too, each after
    /// the releases before it.
    @Test func everyReportIsToldAtOnceAfterTheReleasesBeforeIt() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        tracker.onEvent = { lines.append($0.description) }

        session = nil
        tracker.failed(making: Int.self, lifetime: .asyncShared, by: root)
        #expect(
            lines == [
                "[lifetime] released Session (scope) ^->Root->Session", "[lifetime] failed Int (async-shared) ^->Root",
            ])

        var second: Session? = root.session
        lines = []
        second = nil
        let task = root.startTask(named: "waiting") { try? await Task.sleep(for: .seconds(60)) }
        #expect(
            lines == [
                "[lifetime] released Session (scope) ^->Root->Session", "[lifetime] started task waiting ^->Root",
            ])
        task.cancel()

        var third: Session? = root.session
        lines = []
        third = nil
        let widget = root.factory { Widget() }
        #expect(
            lines == [
                "[lifetime] released Session (scope) ^->Root->Session", "[lifetime] created Widget (factory) ^->Root",
            ])
        withExtendedLifetime((session, second, third, widget)) {}
    }

    /// A generic type is named without its arguments, however deeply they nest: `Box`, not `Box<Box`.
    @Test func aGenericTypeIsNamedWithoutItsArguments() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        _ = root.factory { Box(Box(7)) }
        #expect(tracker.records.map(\.typeName).contains("Box"))
    }

    /// A release taken in is not taken in again: a component made later at its address stays alive however
    /// many releases follow it.
    @Test func aReleaseIsTakenInOnce() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        var first: Session? = root.session
        let address = first.map(ObjectIdentifier.init)
        first = nil
        tracker.catchUp()
        var later: [Session] = []
        while later.count < 1_000, later.last.map(ObjectIdentifier.init) != address { later.append(root.session) }
        // AddressSanitizer holds freed memory back, so there no address comes round again.
        guard later.last.map(ObjectIdentifier.init) == address else { return }
        for _ in 0..<3 {
            _ = root.session  // made and released at once
            tracker.catchUp()
        }
        #expect(tracker.records.first { $0.typeName == "Session" }?.alive == later.count)
        withExtendedLifetime(first) {}
    }

    /// A component made where a released one lived is a new component: the release is taken in before the
    /// new one is recorded, so the counts stay true. Fifty in a row make the allocator reuse an address
    /// (AddressSanitizer never does at once, and there this holds trivially).
    @Test func componentsMadeWhereReleasedOnesLivedAreCountedAlive() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        for _ in 0..<50 { _ = root.session }  // each released at once
        let kept = root.session

        let row = tracker.records.first { $0.typeName == "Session" }
        #expect(row.map { [$0.created, $0.released, $0.alive] } == [51, 50, 1])
        withExtendedLifetime(kept) {}
    }

    /// Hundreds of components alive at once, released in a scattered order: the tracker finds each one
    /// alive until its release, so nothing a live component holds is judged to have outlived it.
    @Test func manyComponentsReleasedInAScatteredOrderAreEachFoundUntilTheirRelease() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        var sessions: [Session?] = (0..<300).map { _ in root.session }
        for session in sessions { _ = session?.sharedWidget }
        for step in 0..<150 { sessions[step * 7 % 300] = nil }  // 7 and 300 are coprime: 150 distinct

        #expect(tracker.outlived.isEmpty)
        let rows = tracker.records.filter { ["Session", "Widget"].contains($0.typeName) }
        #expect(rows.map { [$0.created, $0.released, $0.alive] } == [[300, 150, 150], [300, 150, 150]])
        withExtendedLifetime(sessions) {}
    }

    @Test func recordsCountCreationsReleasesAndWhatIsAliveNow() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        let kept = root.session
        _ = root.session  // made and dropped at once
        _ = kept.madeWidget  // made and dropped at once

        let sessions = tracker.records.first { $0.typeName == "Session" }
        #expect(sessions.map { [$0.created, $0.released, $0.alive] } == [2, 1, 1])
        let widgets = tracker.records.first { $0.typeName == "Widget" }
        #expect(widgets.map { [$0.created, $0.released, $0.alive] } == [1, 1, 0])
        withExtendedLifetime(kept) {}
    }

    @Test func oneTypeUnderTwoLifetimesIsTwoRecords() {
        let tracker = LifetimeTracker()
        let session = SessionRoot(observer: tracker).session
        _ = session.sharedWidget
        _ = session.madeWidget
        let widgets = tracker.records.filter { $0.typeName == "Widget" }
        #expect(widgets.map(\.lifetime) == [.shared, .factory])
    }

    @Test func aValueIsCountedButNotWatched() {
        let tracker = LifetimeTracker()
        _ = SessionRoot(observer: tracker).session.number
        let numbers = tracker.records.first { $0.typeName == "Int" }
        #expect(numbers?.created == 1)
        #expect(numbers?.isWatched == false)
    }

    @Test func observingKeepsNothingAlive() {
        let tracker = LifetimeTracker()
        var root: SessionRoot? = SessionRoot(observer: tracker)
        weak let released = root
        _ = root?.keeper
        root = nil
        #expect(released == nil)
    }

    /// A run where nobody reads the tracker watches no more than what is alive, give or take a batch.
    @Test func aLongRunThatNobodyReadsStaysSmall() {
        let tracker = LifetimeTracker()
        let session = SessionRoot(observer: tracker).session
        for _ in 0..<10_000 { _ = session.madeWidget }
        #expect(tracker.watchedCount < 128)
    }

    /// More instances made and dropped than start a look of the tracker's own: the look that prunes them
    /// counts and tells each release it found, so every one of them is told and counted once.
    @Test func seventyInstancesMadeAndDroppedAreEachCountedAndToldAsReleased() {
        let tracker = LifetimeTracker()
        var released = 0
        tracker.onEvent = { if $0.kind == .released && $0.typeName == "Widget" { released += 1 } }
        let session = SessionRoot(observer: tracker).session
        for _ in 0..<70 { _ = session.madeWidget }
        let widgets = tracker.records.filter { $0.typeName == "Widget" && $0.lifetime == .factory }
        #expect(widgets.map { [$0.created, $0.released, $0.alive] } == [[70, 70, 0]])
        #expect(released == 70)
    }

    /// Components tracked on the main actor and let go of on other threads, many at once: each release is
    /// posted from its own thread into the tracker's inbox, under its lock, and every one is counted.
    @Test func releasesFromManyThreadsAtOnceAreEachCounted() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        let threads = (0..<8).map { _ in ReleasingThread((0..<500).map { _ in root.session }) }
        DispatchQueue.concurrentPerform(iterations: threads.count) { index in threads[index].letGo() }
        let sessions = tracker.records.filter { $0.typeName == "Session" }
        #expect(sessions.map { [$0.created, $0.released, $0.alive] } == [[4_000, 4_000, 0]])
    }
}

/// Components handed to another thread to be let go of there: the only way a test can release a main-actor
/// component off the main actor, as a task or a closure finishing on another thread does.
private final class ReleasingThread: @unchecked Sendable {
    private var held: [Session]

    init(_ held: [Session]) { self.held = held }

    /// Lets go of every component held, on the calling thread.
    func letGo() { held = [] }
}

private final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

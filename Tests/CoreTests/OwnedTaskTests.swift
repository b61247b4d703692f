import Core
import Testing

/// Tasks a component owns live no longer than its scope: released, discarded or cancelled by hand, each
/// is cancelled, traced, and counted while it runs; one that ignores cancellation is reported outlived.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OwnedTaskTests {
    @Test func aTaskEndsWhenItsComponentIsReleased() async {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { if $0.lifetime == .task { lines.append($0.description) } }
        let root = RootUnderTest(tracker: tracker)
        var child: ChildComponentUnderTest? = root.child
        let task = child?.startTask(named: "ticker") { await untilCancelled() }
        #expect(task?.isRunning == true)

        child = nil
        await untilEnded(task)
        tracker.sweep()

        #expect(task?.isRunning == false)
        #expect(
            lines == [
                "[lifetime] started task ticker ^->Root->Child",
                "[lifetime] cancelled task ticker ^->Root->Child",
                "[lifetime] ended task ticker ^->Root->Child",
            ])
        #expect(tracker.outlived.isEmpty)
    }

    @Test func discardingAScopeCancelsItsTasksAndThoseOfTheScopesBelowIt() async {
        let tracker = LifetimeTracker()
        let root = LevelRoot(tracker: tracker)
        let level1 = root.child
        let level2 = level1.child
        let own = level1.startTask(named: "own") { await untilCancelled() }
        let below = level2.startTask(named: "below") { await untilCancelled() }
        let elsewhere = root.startTask(named: "elsewhere") { await untilCancelled() }
        var cancelled: [String] = []
        tracker.onEvent = { if $0.kind == .cancelled { cancelled.append($0.typeName) } }

        root.discardChild()
        await untilEnded(own)
        await untilEnded(below)

        #expect(Set(cancelled) == ["own", "below"])
        #expect(elsewhere.isRunning)
        elsewhere.cancel()
        await untilEnded(elsewhere)
        withExtendedLifetime((level1, level2)) {}
    }

    /// A component whose scope has ended, still held by something, cannot start work that outlives it.
    @Test func aTaskStartedAfterItsScopeWasDiscardedIsCancelledAtOnce() async {
        let root = LevelRoot()
        let level1 = root.child
        root.discardChild()
        let late = level1.startTask(named: "late") { await untilCancelled() }
        await untilEnded(late)
        #expect(!late.isRunning)
    }

    @Test func cancellingByHandEndsTheTaskAndLeavesTheComponent() async {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { if $0.lifetime == .task { lines.append($0.description) } }
        let root = RootUnderTest(tracker: tracker)
        let first = root.startTask(named: "schedule") { await untilCancelled() }
        first.cancel()
        await untilEnded(first)
        let second = root.startTask(named: "schedule") { await untilCancelled() }
        tracker.sweep()

        #expect(
            lines == [
                "[lifetime] started task schedule ^->Root",
                "[lifetime] cancelled task schedule ^->Root",
                "[lifetime] started task schedule ^->Root",
                "[lifetime] ended task schedule ^->Root",
            ])
        let other = root.startTask(named: "sync") {}
        await untilEnded(other)
        #expect(tracker.records.filter { $0.lifetime == .task }.map(\.typeName) == ["schedule", "sync"])
        let record = tracker.records.first { $0.lifetime == .task }
        #expect(record?.typeName == "schedule")
        #expect(record?.alive == 1)
        #expect(record?.counts == LifetimeCounts(created: 2, released: 1))
        second.cancel()
        await untilEnded(second)
    }

    @Test func aTaskThatFinishesOnItsOwnIsReportedEnded() async {
        let tracker = LifetimeTracker()
        let root = RootUnderTest(tracker: tracker)
        let before = tracker.rememberedCount
        let task = root.startTask(named: "once") {}
        await untilEnded(task)
        #expect(tracker.records.first { $0.typeName == "once" }?.alive == 0)  // ended, even before a sweep says so
        tracker.sweep()
        #expect(tracker.records.first { $0.typeName == "once" }?.counts == LifetimeCounts(created: 1, released: 1))
        #expect(tracker.rememberedCount == before)
    }

    /// A task that ignores cancellation keeps running after its scope ended: after one sweep of grace,
    /// it is reported as outlived.
    @Test func aTaskIgnoringCancellationIsReportedOutlived() async {
        let tracker = LifetimeTracker()
        let gate = Gate()
        var child: ChildComponentUnderTest? = RootUnderTest(tracker: tracker).child
        let task = child?.startTask(named: "stubborn") { await gate.passage() }
        child = nil
        await tracker.letCancelledTasksEnd()
        tracker.sweep()
        #expect(tracker.outlived.isEmpty)  // the sweep that noticed the end gives the task time to stop
        tracker.sweep()

        #expect(tracker.outlived.map(\.typeName) == ["stubborn"])
        #expect(tracker.outlived.map(\.lifetime) == [.task])
        gate.open()
        await untilEnded(task)
    }

    @Test func finishReportsATaskStillRunningAtTheEnd() async {
        let tracker = LifetimeTracker()
        let gate = Gate()
        var root: RootUnderTest? = RootUnderTest(tracker: tracker)
        let task = root?.startTask(named: "stubborn") { await gate.passage() }
        let polite = root?.startTask(named: "polite") { await untilCancelled() }
        root = nil
        await tracker.letCancelledTasksEnd()
        tracker.finish()

        #expect(tracker.outlived.map(\.typeName) == ["stubborn"])
        #expect(polite?.isRunning == false)
        gate.open()
        await untilEnded(task)
    }
}

/// Returns once `task` has ended, or once this test is cancelled (its time limit passed): a task that never
/// ends fails its test instead of hanging the suite.
@MainActor
private func untilEnded(_ task: OwnedTask?) async {
    while task?.isRunning == true && !Task.isCancelled { await Task.yield() }
}

/// Returns once the current task is cancelled, and not before.
private func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    for await _ in stream {}
    continuation.finish()
}

/// A wait that cancellation does not end: only `open()` does, as a task stuck in a call that ignores
/// cancellation.
@MainActor
private final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func passage() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// Tasks a component owns, as the tracker tells and counts them.
@MainActor
@Suite(.limitForATest)
struct TaskTrackingTests {
    @Test func aTaskIsToldStartedAndEndedAndCountedWhileItRuns() async {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { if $0.lifetime == .task { lines.append($0.description) } }
        var session: Session? = SessionRoot(observer: tracker).session
        let task = session?.startTask(named: "ticker") { await untilCancelled() }
        #expect(tracker.records.first { $0.typeName == "ticker" }?.alive == 1)

        session = nil
        await ended(task?.running)

        #expect(
            lines == [
                "[lifetime] started task ticker ^->Root->Session", "[lifetime] ended task ticker ^->Root->Session",
            ])
        let record = tracker.records.first { $0.typeName == "ticker" }
        #expect(record.map { [$0.created, $0.released, $0.alive] } == [1, 1, 0])
    }

    /// Tasks are counted by name where they were started: a name started again is the same row, another
    /// name a row of its own.
    @Test func tasksAreCountedByTheirName() async {
        let tracker = LifetimeTracker()
        let session = SessionRoot(observer: tracker).session
        for name in ["sync", "upload", "sync"] {
            await session.startTask(named: name) {}.running.value
        }
        let rows = tracker.records.filter { $0.lifetime == .task }.map { "\($0.typeName) \($0.created)" }
        #expect(rows == ["sync 2", "upload 1"])
    }

    /// A task that ignores cancellation still runs once the tree has ended: `finish` waits for it two seconds
    /// (docs/concurrency.md), then reports it; one that stops when asked is not reported.
    @Test func finishWaitsTwoSecondsForATaskThatIgnoresCancellationThenReportsIt() async throws {
        let tracker = LifetimeTracker()
        let clock = ManualClock()
        let gate = Gate()
        var root: SessionRoot? = SessionRoot(observer: tracker)
        let stubborn = root?.startTask(named: "stubborn") { await gate.passage() }
        let polite = root?.startTask(named: "polite") { await untilCancelled() }
        root = nil
        let finishing = Task { await tracker.finish(on: clock) }
        await clock.untilSleeping()
        clock.advance(by: .seconds(2) - .nanoseconds(1))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .nanoseconds(1))
        try #require(clock.sleeperCount == 0, "the two seconds have passed")
        await ended(finishing)

        #expect(tracker.outlived.map(\.typeName) == ["stubborn"])
        #expect(polite?.isRunning == false)
        gate.open()
        await ended(stubborn?.running)
    }

    /// `finish` ends as soon as the last task its release cancelled has ended, not at its deadline: the clock
    /// of the deadline never moves here, so a finish that waited for it would never end, and the wait's own
    /// limit names it.
    @Test func finishEndsOnceTheLastTaskEndedWithoutWaitingForItsDeadline() async {
        let tracker = LifetimeTracker()
        let clock = ManualClock()
        var root: SessionRoot? = SessionRoot(observer: tracker)
        let task = root?.startTask(named: "polite") { await untilCancelled() }
        root = nil
        await ended(task?.running)
        let finished = await awaiting("finish, with every task ended", within: WaitLimit.forAnEvent) {
            await tracker.finish(on: clock)
            return true
        }
        #expect(finished == true)
        #expect(tracker.outlived.isEmpty)
    }

    /// The same when the task ends while `finish` already waits: its end ends the wait.
    @Test func finishEndsWhenTheLastTaskEndsWhileItWaits() async {
        let tracker = LifetimeTracker()
        let clock = ManualClock()
        let gate = Gate()
        var root: SessionRoot? = SessionRoot(observer: tracker)
        let task = root?.startTask(named: "stubborn") { await gate.passage() }
        root = nil
        let finishing = Task { await tracker.finish(on: clock) }
        await clock.untilSleeping()
        gate.open()
        await ended(task?.running)
        let finished = await awaiting("finish, once the task ended", within: WaitLimit.forAnEvent) {
            await ended(finishing)
            return true
        }
        #expect(finished == true)
        #expect(tracker.outlived.isEmpty)
    }
}

/// Returns once the current task is cancelled, and not before.
private func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    for await _ in stream {}
    continuation.finish()
}

/// A wait that cancellation does not end: only `open()` does.
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

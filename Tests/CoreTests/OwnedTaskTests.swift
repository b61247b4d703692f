import Core
import TestSupport
import Testing

/// Tasks a component owns live no longer than the component: released or cancelled by hand, each is
/// cancelled, and the kernel reports its start and its end.
@MainActor
@Suite(.limitForATest)
struct OwnedTaskTests {
    @Test func aTaskEndsWhenItsComponentIsReleased() async {
        let observer = SpyObserver()
        let root = RootUnderTest(observer: observer)
        var child: ChildComponentUnderTest? = root.child
        let task = child?.startTask(named: "ticker") { await untilCancelled() }
        #expect(task?.isRunning == true)

        child = nil
        await untilEnded(task)

        #expect(task?.isRunning == false)
        #expect(
            observer.reports.suffix(3) == [
                "started ticker ^->Root->ChildComponentUnderTest",
                "released ^->Root->ChildComponentUnderTest",
                "ended ticker",
            ])
    }

    @Test func cancellingByHandEndsTheTaskAndLeavesTheComponent() async {
        let observer = SpyObserver()
        let root = RootUnderTest(observer: observer)
        let first = root.startTask(named: "schedule") { await untilCancelled() }
        first.cancel()
        await untilEnded(first)
        let second = root.startTask(named: "schedule") { await untilCancelled() }

        #expect(observer.reports(startingWith: "ended") == ["ended schedule"])
        #expect(second.isRunning)
        second.cancel()
        await untilEnded(second)
    }

    @Test func aTaskThatFinishesOnItsOwnIsReportedEnded() async {
        let observer = SpyObserver()
        let root = RootUnderTest(observer: observer)
        let task = root.startTask(named: "once") {}
        await untilEnded(task)
        #expect(observer.reports.last == "ended once")
    }

    /// The tasks of one component are cancelled with it, and those of another are not.
    @Test func releasingAComponentCancelsItsTasksOnly() async {
        let root = LevelRoot()
        var level1: Level? = root.child
        let own = level1?.startTask(named: "own") { await untilCancelled() }
        let elsewhere = root.startTask(named: "elsewhere") { await untilCancelled() }

        level1 = nil
        await untilEnded(own)

        #expect(own?.isRunning == false)
        #expect(elsewhere.isRunning)
        elsewhere.cancel()
        await untilEnded(elsewhere)
    }
}

/// Returns once `task` has ended; a task that has not within ten seconds fails the test there instead of
/// hanging the suite.
@MainActor
func untilEnded(_ task: OwnedTask?, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let task else { return }
    let running = task.running
    _ = await awaiting("the end of the task \(task.name)", within: WaitLimit.forAnEvent, sourceLocation: sourceLocation)
    {
        await ended(running)
    }
}

/// Returns once the current task is cancelled, and not before.
func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    for await _ in stream {}
    continuation.finish()
}

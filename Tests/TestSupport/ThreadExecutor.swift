import Foundation
import Synchronization

/// A task executor with a thread of its own. Two calls started each on its own `ThreadExecutor`
/// (`group.addTask(executorPreference:)`) run on two threads nothing orders, so ThreadSanitizer sees any state
/// they share unguarded every run; on the shared pool one thread often runs both, one after the other, and
/// that order hides the race.
public final class ThreadExecutor: TaskExecutor {
    private let queue = JobQueue()

    public init() {
        let queue = queue
        Thread { queue.runUntilEnded() }.start()
    }

    deinit { queue.end() }

    public func enqueue(_ job: consuming ExecutorJob) {
        queue.add(UnownedJob(job), on: asUnownedTaskExecutor())
    }
}

/// The jobs a `ThreadExecutor`'s thread runs, in order, until its executor is let go of.
private final class JobQueue: Sendable {
    private struct Queued: Sendable {
        let job: UnownedJob
        let executor: UnownedTaskExecutor
    }

    private let jobs = Mutex<[Queued?]>([])  // nil: the executor was let go of
    private let added = DispatchSemaphore(value: 0)

    func add(_ job: UnownedJob, on executor: UnownedTaskExecutor) {
        jobs.withLock { $0.append(Queued(job: job, executor: executor)) }
        added.signal()
    }

    func end() {
        jobs.withLock { $0.append(nil) }
        added.signal()
    }

    func runUntilEnded() {
        while true {
            added.wait()
            guard let next = jobs.withLock({ $0.removeFirst() }) else { return }
            next.job.runSynchronously(on: next.executor)
        }
    }
}

import Foundation
import Synchronization

/// A task executor with a thread of its own. Calls started each on its own `ThreadExecutor`
/// (`group.addTask(executorPreference:)`) run on two threads, never one after the other on one thread, as the
/// shared pool often runs them: an order that hides a race from ThreadSanitizer. What the calls themselves
/// do may still order them, so a test repeats its call on each thread (docs/testing.md says how often).
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

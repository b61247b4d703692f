import Foundation
import Locking
import Testing

/// Runs `call` twice at once, `rounds` times, each round over fresh state from `fresh`: the two calls each on a
/// thread of its own (`ThreadExecutor`), held at one barrier until both are there, then let go together. So a race
/// on what the state fills on its first call (a cache, a lazy value) is run every round with both threads at that
/// first call, where ThreadSanitizer sees it every run: repeated calls over one state let the first thread's later
/// calls crowd its first write out of what the sanitizer remembers before the second thread reads it. Returns each
/// round's two answers; the rounds before a call that hangs, which fails the test where it waits.
public func twoAtOnce<State: Sendable, Answer: Sendable>(
    rounds: Int, fresh: () async throws -> State, sourceLocation: SourceLocation = #_sourceLocation,
    _ call: @escaping @Sendable (State) async throws -> Answer
) async throws -> [[Answer]] {
    let threads = TwoThreads()
    var answers: [[Answer]] = []
    for _ in 0..<rounds {
        let state = try await fresh()
        var round: [Answer] = []
        for task in threads.start({ try await call(state) }) {
            guard let answer = try await ended(task, "one of two calls at once", sourceLocation: sourceLocation)?.get()
            else {
                return answers
            }
            round.append(answer)
        }
        answers.append(round)
    }
    return answers
}

/// Two threads of their own (`ThreadExecutor`), on which `start` runs a call twice at once.
public struct TwoThreads: Sendable {
    private let threads = [ThreadExecutor(), ThreadExecutor()]

    public init() {}

    /// Starts `call` on each thread, held at one barrier until both are there, then let go together; returns the
    /// two tasks, for a call that ends by itself to be awaited and one that does not to be cancelled.
    public func start<Answer: Sendable>(_ call: @escaping @Sendable () async throws -> Answer) -> [Task<
        Answer, any Error
    >] {
        let barrier = Barrier(parties: threads.count)
        return threads.map { thread in
            Task(executorPreference: thread) {
                barrier.arriveAndWait()
                return try await call()
            }
        }
    }
}

/// Where threads wait until `parties` of them are there, then all go on: a pthread lock and condition, which
/// ThreadSanitizer sees, so that nothing before the barrier is taken for a race with what comes after it.
public final class Barrier: Sendable {
    private let parties: Int
    private let arrived = Locked(0)
    private let condition = NSCondition()

    public init(parties: Int) {
        self.parties = parties
    }

    /// Blocks the calling thread until every party has called it.
    public func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        let count = arrived.withLock { count in
            count += 1
            return count
        }
        if count == parties {
            condition.broadcast()
        } else {
            while arrived.withLock({ $0 }) < parties { condition.wait() }
        }
    }
}

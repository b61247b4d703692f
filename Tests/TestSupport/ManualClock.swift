import Locking
import Testing

/// A clock whose time moves only when a test moves it: `advance(by:)` wakes every task sleeping until a
/// time it reaches. Tests of anything time-driven use it instead of waiting for real time, so they are
/// fast and give the same result on any machine.
public final class ManualClock: Clock, Sendable {
    /// A point on the clock: how long after the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock's start.
        public let offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// How long from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var lastID = 0
    }

    private let state = Locked(State())
    private let changes = Changes()

    /// A clock at its start.
    public init() {}

    /// Where the clock stands.
    public var now: Instant { state.withLock { $0.now } }

    /// None: the clock moves exactly as far as it is told.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Sleeps until the clock reaches `deadline`; throws `CancellationError` when the task is cancelled
    /// first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Start { case cancelled, due, asleep }
                let start = state.withLock { state -> Start in
                    if Task.isCancelled { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .asleep
                }
                switch start {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                case .asleep: changes.changed()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking, in order, every sleeper whose deadline it reaches.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once `count` tasks sleep on the clock; when they do not within `limit`, the test fails there.
    public func untilSleeping(
        _ count: Int = 1, within limit: Duration = WaitLimit.forAnEvent,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await changes.until(
            "\(count) task(s) asleep on the manual clock", within: limit, sourceLocation: sourceLocation
        ) {
            sleeperCount >= count
        }
    }
}

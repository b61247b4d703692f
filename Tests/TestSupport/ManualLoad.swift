import Locking
import Testing

/// A load that ends when the test says: `load()` waits until `finish(with:)`, or until the task that
/// called it is cancelled (then it throws `CancellationError`, as a well-behaved load does). It counts the
/// loads started and the ones still waiting, from whatever task calls it.
public final class ManualLoad<Value: Sendable>: Sendable {
    private struct State {
        var started = 0
        var waiting: [Int: CheckedContinuation<Value, any Error>] = [:]
        var result: Result<Value, any Error>?
    }

    private let state = Locked(State())
    private let changes = Changes()

    public init() {}

    /// How many loads were started.
    public var started: Int { state.withLock { $0.started } }

    /// How many loads are waiting to be finished.
    public var waiting: Int { state.withLock { $0.waiting.count } }

    public func load() async throws -> Value {
        let id = state.withLock { state in
            state.started += 1
            return state.started
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let done = state.withLock { state -> Result<Value, any Error>? in
                    if let result = state.result { return result }
                    state.waiting[id] = continuation
                    return nil
                }
                if let done { continuation.resume(with: done) } else { changes.changed() }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
            changes.changed()
        }
    }

    /// Ends every load waiting now with `result`; later loads wait again.
    public func finish(with result: Result<Value, any Error>) {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return state.waiting
        }
        for continuation in waiting.values { continuation.resume(with: result) }
        changes.changed()
    }

    /// Ends every load, now and later, with `result` at once.
    public func answerAlways(with result: Result<Value, any Error>) {
        state.withLock { $0.result = result }
        finish(with: result)
    }

    /// Returns once `count` loads are waiting; when they are not within `limit`, the test fails there.
    public func untilWaiting(
        _ count: Int, within limit: Duration = WaitLimit.forAnEvent, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await changes.until("\(count) load(s) waiting", within: limit, sourceLocation: sourceLocation) {
            waiting >= count
        }
    }

    /// Returns once no load is waiting (each was answered or cancelled); when one still is after `limit`,
    /// the test fails there.
    public func untilNoneWaiting(
        within limit: Duration = WaitLimit.forAnEvent, sourceLocation: SourceLocation = #_sourceLocation
    )
        async
    {
        await changes.until("every load answered or cancelled", within: limit, sourceLocation: sourceLocation) {
            waiting == 0
        }
    }
}

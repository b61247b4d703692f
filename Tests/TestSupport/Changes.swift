import Locking
import Testing

/// What a fake tells the tests that wait on it: `changed()` after each change of its state. A test waits
/// with `until`, which checks its condition now and again at each change, never between yields; when the
/// limit passes first it records an issue naming what did not come, and returns, so that a broken promise
/// fails the test that waits for it, named, and the run goes on.
public final class Changes: Sendable {
    private struct State {
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var lastID = 0
    }

    private let state = Locked(State())

    public init() {}

    /// Wakes every wait, each to check its condition again.
    public func changed() {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return state.waiting
        }
        for continuation in waiting.values { continuation.resume() }
    }

    /// Returns once `condition` holds, checked now and after each change; or, if `limit` passes first or
    /// the test is cancelled, records that `what` did not come and returns.
    public func until(
        _ what: String, within limit: Duration = WaitLimit.forAnEvent, isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
    ) async {
        if await !wait(within: limit, until: condition) {
            Issue.record("\(what) did not come within \(limit)", sourceLocation: sourceLocation)
        }
    }

    /// Whether `condition` came to hold within `limit`, checked now and after each change; `false` as well
    /// when the test is cancelled first.
    public func wait(
        within limit: Duration, isolation: isolated (any Actor)? = #isolation, until condition: () -> Bool
    ) async -> Bool {
        guard !condition() else { return true }
        let deadline = ContinuousClock.now + limit
        let timer = Task { [self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            changed()
        }
        defer { timer.cancel() }
        repeat {
            await nextChange(unless: condition)
            // Checked before the condition: one that holds only once the limit woke the wait was not told.
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
        } while !condition()
        return true
    }

    /// Returns at the next change, or at once when `condition` holds once this wait is registered, so that
    /// a change between the caller's check and the wait is not missed.
    private func nextChange(isolation: isolated (any Actor)? = #isolation, unless condition: () -> Bool) async {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        await withTaskCancellationHandler {
            // The caller's isolation, named: the condition reads what the caller's actor guards.
            await withCheckedContinuation(isolation: isolation) { continuation in
                state.withLock { $0.waiting[id] = continuation }
                if condition() || Task.isCancelled { state.withLock { $0.waiting.removeValue(forKey: id) }?.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
        }
    }
}

import Locking

/// A change in force now and being written down: its outcome comes once the write ends. The storage that
/// writes it tells the outcome, once, from whatever thread the write ends on; the screen that asked turns
/// it into the notice the menu shows when it comes (`Notice.after`).
public final class Saving: Sendable {
    private struct State {
        var outcome: SaveOutcome?
        var waiting: [Int: CheckedContinuation<SaveOutcome?, Never>] = [:]
        var nextWaiter = 0
    }

    private let state: Locked<State>

    /// A write under way.
    public init() {
        state = Locked(State())
    }

    /// A write already over: storage that writes before it returns, such as a test's spy.
    public init(_ outcome: SaveOutcome) {
        state = Locked(State(outcome: outcome))
    }

    /// Tells the write's outcome; the first one told stands.
    public func resolve(_ outcome: SaveOutcome) {
        let waiting = state.withLock { state -> [CheckedContinuation<SaveOutcome?, Never>] in
            guard state.outcome == nil else { return [] }
            state.outcome = outcome
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for waiter in waiting { waiter.resume(returning: outcome) }
    }

    /// The outcome, if the write has ended.
    public var settled: SaveOutcome? { state.withLock { $0.outcome } }

    /// The outcome once the write ends; `nil` if the task waiting for it is cancelled first (the write
    /// itself goes on).
    public var outcome: SaveOutcome? {
        get async {
            let waiter = state.withLock { state in
                defer { state.nextWaiter += 1 }
                return state.nextWaiter
            }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let settled = state.withLock { state -> SaveOutcome?? in
                        if let outcome = state.outcome { return .some(outcome) }
                        if Task.isCancelled { return .some(nil) }
                        state.waiting[waiter] = continuation
                        return nil
                    }
                    if let settled { continuation.resume(returning: settled) }
                }
            } onCancel: {
                state.withLock { $0.waiting.removeValue(forKey: waiter) }?.resume(returning: nil)
            }
        }
    }
}

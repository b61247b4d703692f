/// An async-shared instance: made once by an `async throws` maker in a task the component owns, and
/// awaited by every reader (`try await component.user.value`), those who ask during the make included.
/// A value made is kept for the component's life; a failure is not: its readers get the error, and the next
/// access makes it again. Releasing the component cancels the make (its readers get `CancellationError`);
/// a reader whose own task is cancelled stops waiting. A maker that awaits its own slot waits for ever:
/// Swift gives a task no identity the kernel could compare across a suspension point.
@MainActor
public final class AsyncShared<Value: Sendable> {
    private var made: Value?
    private var isMaking = false
    private var waiting: [Int: CheckedContinuation<Value, any Error>] = [:]
    private var nextReader = 0

    public init() {}

    // Readers still waiting when the slot goes (with its component) will never be answered otherwise.
    isolated deinit {
        for reader in waiting.values { reader.resume(throwing: CancellationError()) }
    }

    /// The value, once made: at once if it is, else when the make in flight ends. Throws what the make
    /// threw, or `CancellationError` when the component was released, when this reader was cancelled, or
    /// when nothing is being made (read the slot through its component's accessor to start a make).
    public var value: Value {
        get async throws {
            if let made { return made }
            guard isMaking, !Task.isCancelled else { throw CancellationError() }
            let reader = nextReader
            nextReader += 1
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { waiting[reader] = $0 }
            } onCancel: {
                // Told on the cancelling thread; answered on the main actor, where the reader was stored.
                Task { @MainActor [weak self] in
                    self?.waiting.removeValue(forKey: reader)?.resume(throwing: CancellationError())
                }
            }
        }
    }

    fileprivate func start() -> Bool {
        guard made == nil, !isMaking else { return false }
        isMaking = true
        return true
    }

    fileprivate func finish(with result: Result<Value, any Error>) {
        isMaking = false
        if case .success(let value) = result { made = value }
        let readers = waiting.values
        waiting = [:]
        for reader in readers { reader.resume(with: result) }
    }
}

extension Scope {
    /// `slot`, with its value made by `make` — off the main actor, in a task this component owns — unless
    /// it is made or being made already. Await its `value`.
    public func asyncShared<Value>(
        _ slot: AsyncShared<Value>, _ make: @escaping @Sendable () async throws -> Value
    ) -> AsyncShared<Value> {
        guard slot.start() else { return slot }
        startTask(named: "making \(Value.self)") { @MainActor [weak self, weak slot] in
            let result: Result<Value, any Error>
            do { result = .success(try await make()) } catch { result = .failure(error) }
            if let self {
                switch result {
                case .success(let value): self.observer?.made(value, lifetime: .asyncShared, by: self)
                case .failure: self.observer?.failed(making: Value.self, lifetime: .asyncShared, by: self)
                }
            }
            // A reader may hold the slot after its component went: it is answered all the same.
            slot?.finish(with: result)
        }
        return slot
    }
}

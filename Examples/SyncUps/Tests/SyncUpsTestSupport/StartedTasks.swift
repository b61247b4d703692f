import Core

/// The tasks the components of a tree started, as the kernel reports them, for a test that awaits one's end.
@MainActor
public final class StartedTasks: LifetimeObserver {
    public private(set) var tasks: [OwnedTask] = []

    public init() {}

    /// Whether the task named `name` has returned within `limit`, which a busy machine never reaches. A task that
    /// never returns is left waited for: awaiting a task's value is not ended by cancelling the waiter.
    public func ended(_ name: String, within limit: Duration = .seconds(60)) async -> Bool {
        guard let task = tasks.last(where: { $0.name == name }) else { return false }
        let first = FirstAnswer()
        return await withCheckedContinuation { continuation in
            first.continuation = continuation
            let deadline = Task { @MainActor in
                try? await Task.sleep(for: limit)
                first.give(false)
            }
            Task { @MainActor in
                await task.running.value
                deadline.cancel()
                first.give(true)
            }
        }
    }

    public func started(_ task: OwnedTask, by scope: Scope) { tasks.append(task) }
    public func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {}
    public func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        make()
    }
    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {}
    public func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {}
    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    public func lifetimeEnded(of scope: Scope) {}
    public nonisolated func released(_ scope: ObjectIdentifier) {}
    public func ended(_ task: OwnedTask) {}
}

/// The first of two answers, given once.
@MainActor
private final class FirstAnswer {
    var continuation: CheckedContinuation<Bool, Never>?

    func give(_ answer: Bool) {
        continuation?.resume(returning: answer)
        continuation = nil
    }
}

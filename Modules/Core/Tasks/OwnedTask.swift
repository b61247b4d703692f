import Synchronization

/// A task a component owns, started with `startTask(named:_:)`: it lives no longer than the component.
/// Releasing the component cancels it; `cancel()` stops it sooner, as a service does to replace it.
@MainActor
public final class OwnedTask {
    /// The name traces and Diagnostics show, such as `reminders`.
    public let name: String
    public private(set) var isRunning = true
    /// Behind a lock so that a component's `deinit`, which may run on any thread, can cancel it.
    private let task = Mutex<Task<Void, Never>?>(nil)
    private let observer: (any LifetimeObserver)?

    init(name: String, observer: (any LifetimeObserver)?, operation: sending @escaping @isolated(any) () async -> Void)
    {
        self.name = name
        self.observer = observer
        let started = Task {
            await operation()
            self.isRunning = false
            self.observer?.ended(self)
        }
        task.withLock { $0 = started }
    }

    /// Asks the task to stop; it ends when its operation next checks for cancellation.
    nonisolated public func cancel() {
        task.withLock { $0?.cancel() }
    }

    /// The task itself, for whoever awaits its end (`running?.value`); the component, still its owner, cancels it.
    nonisolated public var running: Task<Void, Never>? { task.withLock { $0 } }

}

extension Scope {
    /// Starts `operation` as a task this component owns, called `name` in traces and Diagnostics: it is
    /// cancelled when this component is released, or by the returned handle's `cancel()`.
    @discardableResult
    public func startTask(
        named name: String, _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> OwnedTask {
        let owned = OwnedTask(name: name, observer: observer, operation: operation)
        // Filtered from a copy, not in place: an access to `tasks` that runs a closure would have every access
        // to it checked for exclusivity at run time, the release's too (about 8 ns per component).
        let started = tasks ?? []
        tasks = started.filter(\.isRunning) + [owned]
        observer?.started(owned, by: self)
        return owned
    }
}

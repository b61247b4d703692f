/// A task a component owns, started with `startTask(named:_:)`: it lives no longer than the component.
/// Releasing the component cancels it; `cancel()` stops it sooner, as a service does to replace it.
@MainActor
public final class OwnedTask {
    /// The name traces and Diagnostics show, such as `reminders`.
    nonisolated public let name: String
    public private(set) var isRunning = true
    /// The task itself, for whoever awaits its end (`running.value`).
    public let running: Task<Void, Never>

    init(name: String, observer: (any LifetimeObserver)?, operation: sending @escaping @isolated(any) () async -> Void)
    {
        self.name = name
        // The task runs on the main actor, busy now: it finds itself in the box once this initializer returns.
        let box = Box()
        running = Task { @MainActor in
            await operation()
            guard let owned = box.owned else { return }
            owned.isRunning = false
            observer?.ended(owned)
        }
        box.owned = self
    }

    /// Asks the task to stop; it ends when its operation next checks for cancellation.
    nonisolated public func cancel() {
        running.cancel()
    }

    @MainActor
    private final class Box {
        var owned: OwnedTask?
    }
}

extension Scope {
    /// Starts `operation` as a task this component owns, called `name` in traces and Diagnostics: it is
    /// cancelled when this component is released, or by the returned handle's `cancel()`.
    @discardableResult
    public func startTask(
        named name: String, _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> OwnedTask {
        let owned = OwnedTask(name: name, observer: observer, operation: operation)
        tasks = tasks.filter(\.isRunning) + [owned]
        observer?.started(owned, by: self)
        return owned
    }
}

import Synchronization

/// A task a component owns, started with `startTask(named:_:)`: it lives no longer than the component.
/// When the component's scope ends — released, or discarded by its parent (a sign-out) — the task is
/// cancelled, and so is every task of the scopes below it. Cancel it sooner with `cancel()`, as a feature
/// does to replace it (a new schedule, a new task).
///
/// ```swift
/// reminders = startTask(named: "reminders") { [scheduler] in await scheduler.run() }
/// ```
///
/// The tracker traces its start, cancellation and end, counts it in Diagnostics while it runs, and
/// reports it as outlived when it still runs a sweep after its scope ended (a task that ignores
/// cancellation).
@MainActor
public final class OwnedTask {
    /// The name traces and Diagnostics show, such as `reminders`.
    public let name: String
    private let task: Task<Void, Never>
    let completion: TaskCompletion
    private weak var tracker: LifetimeTracker?
    private let trackingID: Int

    init(name: String, task: Task<Void, Never>, completion: TaskCompletion, tracker: LifetimeTracker?, trackingID: Int)
    {
        self.name = name
        self.task = task
        self.completion = completion
        self.tracker = tracker
        self.trackingID = trackingID
    }

    /// Whether the task's operation has not returned yet.
    public var isRunning: Bool { !completion.isFinished }

    /// Asks the task to stop; it ends when its operation next checks for cancellation.
    public func cancel() {
        task.cancel()
        tracker?.taskCancelled(trackingID)
    }
}

/// Whether an owned task's operation has returned; set on whatever executor ran it.
final class TaskCompletion: Sendable {
    private let finished = Mutex(false)

    var isFinished: Bool { finished.withLock { $0 } }

    func finish() { finished.withLock { $0 = true } }
}

/// The tasks one scope owns, and the task lists of the scopes below it: what ending a scope cancels.
/// It is `Sendable` because a scope's `deinit`, which ends it, may run off the main actor.
final class ScopeTasks: Sendable {
    private struct State {
        var tasks: [(task: Task<Void, Never>, completion: TaskCompletion)] = []
        var below: [WeakScopeTasks] = []
        var ended = false
    }

    private let state = Mutex(State())

    /// Adds `task`, forgetting the ones that have ended; cancels it at once if this scope has ended.
    func add(_ task: Task<Void, Never>, _ completion: TaskCompletion) {
        let ended = state.withLock { state in
            state.tasks.removeAll { $0.completion.isFinished }
            state.tasks.append((task, completion))
            return state.ended
        }
        if ended { task.cancel() }
    }

    /// Remembers the task list of a scope below this one, so that ending this scope ends that one too;
    /// ends it at once if this scope has ended.
    func add(below tasks: ScopeTasks) {
        let ended = state.withLock { state in
            state.below.removeAll { $0.tasks == nil }
            state.below.append(WeakScopeTasks(tasks: tasks))
            return state.ended
        }
        if ended { tasks.end() }
    }

    /// Cancels every task of this scope and of the scopes below it.
    func end() {
        let (tasks, below) = state.withLock { state in
            state.ended = true
            defer {
                state.tasks = []
                state.below = []
            }
            return (state.tasks, state.below)
        }
        for entry in tasks { entry.task.cancel() }
        for entry in below { entry.tasks?.end() }
    }
}

/// A scope's task list, held weakly by the scope above it.
struct WeakScopeTasks: Sendable {
    weak var tasks: ScopeTasks?
}

extension Scope {
    /// Starts `operation` as a task this component owns, called `name` in traces and Diagnostics: it is
    /// cancelled when this component's scope ends (released, or discarded by its parent), or when the
    /// returned handle's `cancel()` is called.
    @discardableResult
    public func startTask(
        named name: String, _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> OwnedTask {
        let completion = TaskCompletion()
        let task = Task {
            await operation()
            completion.finish()
        }
        ownTasks().add(task, completion)
        let trackingID = tree.tracker?.taskStarted(named: name, completion, in: self) ?? 0
        return OwnedTask(
            name: name, task: task, completion: completion, tracker: tree.tracker, trackingID: trackingID)
    }

    /// This scope's task list, made on first use and joined to the one of the scope above.
    func ownTasks() -> ScopeTasks {
        if let tasks = ownedTasks { return tasks }
        let tasks = ScopeTasks()
        ownedTasks = tasks
        parent?.ownTasks().add(below: tasks)
        return tasks
    }
}

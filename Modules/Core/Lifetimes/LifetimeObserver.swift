/// What the kernel reports as it works, when it happens: every component and instance made, every
/// component released, every task a component owns starting and ending. A root is given one, and every
/// component of its tree reports to it; with none, each report costs a check for `nil`.
///
/// Core keeps no record of its own: counting, tracing and finding what outlived its component are the
/// observer's business (the `LifetimeDiagnostics` target).
@MainActor
public protocol LifetimeObserver: AnyObject, Sendable {
    /// `parent` made the component `scope`; a root has no parent.
    func made(_ scope: Scope, under parent: Scope?)

    /// `scope` made `instance` with `lifetime`.
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope)

    /// `scope` failed to make an instance of `type` with `lifetime` (an async-shared make that threw).
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope)

    /// `scope` started `task`.
    func started(_ task: OwnedTask, by scope: Scope)

    /// The component `scope` identifies is being released: its tasks have been cancelled, and the values
    /// its slots keep are let go of as soon as this returns. Called on whatever thread let go of the
    /// component last (the main actor, in an app whose screens hold its components).
    nonisolated func released(_ scope: ObjectIdentifier)

    /// `task`'s operation has returned.
    func ended(_ task: OwnedTask)
}

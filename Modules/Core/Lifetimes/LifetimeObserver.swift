/// What the kernel reports, when it happens: every component and instance made, every component released,
/// every task started and ended. A root is given one; with none, each report is a check for `nil`. Core
/// keeps no record of its own: counting, tracing and naming a cycle are the observer's business
/// (`LifetimeDiagnostics`).
@MainActor
public protocol LifetimeObserver: AnyObject, Sendable {
    /// `parent` made the component `scope`, declared to live `lifetime`; a root has no parent.
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime)

    /// Runs `make`, which `scope` calls to make the value of `member`, a value its slot keeps when
    /// `keepsValue`; what the maker makes meanwhile is reported inside the call. The observer must call
    /// `make` once and return its value. It is where a cycle can be named (a member asked for again while
    /// it is being made); without an observer, one recurses until the stack overflows.
    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value

    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope)

    /// `scope` made `instance` for its shared `member`: once per component, unless the `shared` call is not
    /// a `lazy var`'s initial value, which keeps nothing. Required, so an observer that forwards cannot drop it.
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope)

    /// `scope` failed to make an instance of `type` with `lifetime` (an async-shared make that threw).
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope)

    func started(_ task: OwnedTask, by scope: Scope)

    /// The lifetime `scope` was declared to live has ended, as whoever ends it says
    /// (`BootstrapComponent.lifetimeEnded(of:)`): whatever holds it after this keeps it captive.
    func lifetimeEnded(of scope: Scope)

    /// The component `scope` identifies is being released: its tasks have been cancelled, and the values
    /// its slots keep are let go of as soon as this returns. Told from its `deinit`, on whichever thread let
    /// go of it last, so an observer must take it on any thread.
    nonisolated func released(_ scope: ObjectIdentifier)

    func ended(_ task: OwnedTask)
}

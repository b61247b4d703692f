/// Storage for a child component the parent keeps until it discards it: a scope that resets everything
/// in it at once, such as a viewer's session.
///
/// Resetting means dropping the component: `discard(&slot)` releases the child and, once no screen holds
/// it, everything it made. The next access builds a fresh child.
public struct ChildScope<Child: Scope> {
    @usableFromInline var child: Child?

    /// An empty slot; the child is made on first access.
    public init() {}
}

extension Scope {
    /// The child in `slot`, made by `make` on first access or after a `discard`.
    @inlinable
    public func childScope<Child>(_ slot: inout ChildScope<Child>, _ make: () -> Child) -> Child {
        if let child = slot.child { return child }
        let child = make()
        slot.child = child
        return child
    }

    /// Drops the child in `slot`; the next `childScope` access makes a new one.
    public func discard<Child>(_ slot: inout ChildScope<Child>) {
        slot.child = nil
        tracker?.sweep()
    }
}

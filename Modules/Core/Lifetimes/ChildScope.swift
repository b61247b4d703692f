/// Where a parent finds a child component: the same child for everyone who asks while something holds
/// it (a screen, or a component below it), and a new one after.
///
/// The slot remembers the child without keeping it: the child holds its parent, so a parent that kept
/// its child could never be released. What is on screen holds what is open; when the last holder lets
/// go, the child and everything it made are released. To reset a scope, its holder drops it.
public final class ChildScope<Child: Scope> {
    weak var child: Child?

    public init() {}
}

extension Scope {
    /// The child in `slot` while something holds it; otherwise a new one made by `make`.
    public func childScope<Child>(_ slot: ChildScope<Child>, _ make: () -> Child) -> Child {
        if let child = slot.child { return child }
        let child = context.make(Member(owner: ObjectIdentifier(slot)), of: self, keepsValue: false, make)
        slot.child = child
        return child
    }
}

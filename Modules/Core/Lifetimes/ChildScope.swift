/// Where a parent finds its child component: the same child for everyone who asks while something holds
/// it — a screen, or a component below it — and a scope the parent can discard to reset everything in it,
/// such as a viewer's session.
///
/// The slot remembers the child without keeping it: the child holds its parent, so a parent that kept its
/// child could never be released. What is on screen holds what is open; when the last holder lets go, the
/// child and everything it made are released, and the next access makes a new one.
///
/// `discard(slot)` ends the child's scope at once: the next access makes a fresh child, and whatever of
/// the old one is still alive after the next sweep but one is reported as outlived.
public final class ChildScope<Child: Scope>: Slot {
    @usableFromInline @exclusivity(unchecked) weak var child: Child?

    /// An empty slot; the child is made on first access.
    override public init() {}

    override var valueTypeName: String { String(describing: Child.self) }
}

extension Scope {
    /// The child in `slot` while something holds it; otherwise a new one made by `make`.
    @inlinable
    public func childScope<Child>(_ slot: ChildScope<Child>, _ make: () -> Child) -> Child {
        if let child = slot.child { return child }
        return makeChildScope(slot, make)
    }

    @inlinable
    func makeChildScope<Child>(_ slot: ChildScope<Child>, _ make: () -> Child) -> Child {
        let child = tree.make(slot, of: self, make)
        slot.child = child
        return child
    }

    /// Ends the child in `slot`: its tasks and those of the scopes below it are cancelled, the next
    /// `childScope` access makes a new one, and the old one must be let go of by whatever still holds it.
    public func discard<Child>(_ slot: ChildScope<Child>) {
        guard let child = slot.child else { return }
        slot.child = nil
        // Ended even before any task was started: a task the old child starts later is cancelled at once.
        child.ownTasks().end()
        tree.tracker?.scopeDiscarded(child)
    }
}

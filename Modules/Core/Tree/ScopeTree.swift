/// What every component of one tree shares: the tracker it reports to, and the slots whose values are
/// being made right now.
///
/// A slot's maker may ask for other slots, which may ask for others; if one of them asks for a slot
/// that is still being made, the makers need each other and none can finish. The slots being made form a
/// chain (each remembers the one made around it), so such a cycle stops with one message naming it — types
/// and path — instead of recursing until the stack overflows. The same chain tells a component made while
/// its own parent is making a shared value: the parent would keep its child, and since the child holds its
/// parent neither could ever be released.
@MainActor
@usableFromInline
final class ScopeTree {
    /// The slot whose value is being made now, innermost first; `nil` when nothing is being made.
    @usableFromInline @exclusivity(unchecked) var current: Slot?

    /// Where the tree's components report what they make and release, or `nil`.
    @usableFromInline let tracker: LifetimeTracker?

    init(tracker: LifetimeTracker?) {
        self.tracker = tracker
    }

    /// Runs `make` for `slot`, a slot of `owner`; stops with a message if `make`, directly or through
    /// other slots, asks for `slot` again.
    @inlinable
    func make<Value>(_ slot: Slot, of owner: Scope, _ make: () -> Value) -> Value {
        if slot.owner != nil { stopForCycle(at: slot, of: owner, type: Value.self) }
        slot.enclosing = current
        slot.owner = ObjectIdentifier(owner)
        current = slot
        defer {
            current = slot.enclosing
            slot.enclosing = nil
            slot.owner = nil
        }
        return make()
    }

    @usableFromInline
    func stopForCycle(at slot: Slot, of owner: Scope, type: Any.Type) {
        var chain = [String(describing: type)]
        var link = current
        while let making = link {
            chain.insert(making.valueTypeName, at: 0)
            if making === slot { break }
            link = making.enclosing
        }
        fatalError("dependency cycle: \(chain.joined(separator: " -> ")) in \(owner.path)")
    }

    /// Stops if `child`, just created under `parent`, is being made for a value `parent` keeps.
    @inline(__always)
    func stopIfKept(_ child: Scope, by parent: Scope) {
        guard let slot = current else { return }
        stopIfKept(child, by: parent, making: slot)
    }

    private func stopIfKept(_ child: Scope, by parent: Scope, making slot: Slot) {
        guard slot.keepsValue, slot.owner == ObjectIdentifier(parent) else { return }
        fatalError(
            "\(parent.path) keeps the component \(type(of: child)) in a shared slot: a child holds its parent, so "
                + "neither could ever be released. Keep a child component in a ChildScope.")
    }
}

/// What every lifetime slot has in common: its place in the chain of slots being made. Core's slots
/// (`Shared`, `WeakShared`, `ChildScope`, `GraphShared`) and `CustomLifetimeSlot` are the only slots:
/// the initializer is Core's, so a lifetime defined elsewhere subclasses `CustomLifetimeSlot`.
@MainActor
open class Slot {
    // A slot's chain fields and value are each read or written in one statement, never across a call, so
    // no two accesses can overlap: the run-time exclusivity check, which cost more than the rest of an
    // access, is left out for them.

    /// The slot being made around this one while this one is being made.
    @usableFromInline @exclusivity(unchecked) var enclosing: Slot?
    /// The component making this slot's value, while it is being made.
    @usableFromInline @exclusivity(unchecked) var owner: ObjectIdentifier?

    init() {}

    /// Whether the component keeps the value (a shared slot): a component made for it would be kept.
    var keepsValue: Bool { false }

    /// The value type's name, for a cycle's message.
    var valueTypeName: String { "?" }

    /// Lets go of the values `build` made here; only graph-shared slots keep any.
    func forget(_ build: GraphBuild) {}
}

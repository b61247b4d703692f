/// Storage for a weak-shared instance: everyone who asks while someone holds it gets the same one; once
/// the last holder lets go it is released, and the next access makes a new one.
///
/// The component keeps only a weak reference, so a multi-screen flow's store lives exactly as long as the
/// flow's screens hold it.
public final class WeakShared<Value: AnyObject>: Slot {
    @usableFromInline @exclusivity(unchecked) weak var value: Value?

    /// An empty slot; the value is made on first access.
    override public init() {}

    override var valueTypeName: String { String(describing: Value.self) }
}

extension Scope {
    /// The instance in `slot` while someone holds it; otherwise a new one made by `make`.
    @inlinable
    public func weakShared<Value>(_ slot: WeakShared<Value>, _ make: () -> Value) -> Value {
        if let value = slot.value { return value }
        return makeWeakShared(slot, make)
    }

    @inlinable
    func makeWeakShared<Value>(_ slot: WeakShared<Value>, _ make: () -> Value) -> Value {
        let value = tree.make(slot, of: self, make)
        slot.value = value
        tree.tracker?.instanceCreated(value, lifetime: .weakShared, in: self)
        return value
    }
}

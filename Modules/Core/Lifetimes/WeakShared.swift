/// A weak-shared instance: everyone who asks while someone holds it gets the same one; once the last
/// holder lets go it is released, and the next access makes a new one. The component keeps only a weak
/// reference, so a flow's store lives exactly as long as the flow's screens hold it.
public final class WeakShared<Value: AnyObject> {
    weak var value: Value?

    public init() {}
}

extension Scope {
    /// The instance in `slot` while someone holds it; otherwise a new one made by `make`.
    public func weakShared<Value>(_ slot: WeakShared<Value>, _ make: () -> Value) -> Value {
        if let value = slot.value { return value }
        let value = self.make(.weakShared, for: slot, keepsValue: false, make)
        slot.value = value
        return value
    }
}

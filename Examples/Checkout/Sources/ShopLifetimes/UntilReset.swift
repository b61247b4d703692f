import Core

// until-reset: begin
/// A value kept until its slot is reset: the next access after `reset()` makes a new one.
public final class UntilReset<Value> {
    var value: Value?

    public init() {}

    public func reset() { value = nil }
}

extension Scope {
    public func untilReset<Value>(_ slot: UntilReset<Value>, _ make: () -> Value) -> Value {
        if let value = slot.value { return value }
        let value = self.make(.custom("until-reset"), for: slot, keepsValue: true, make)
        slot.value = value
        return value
    }
}
// until-reset: end

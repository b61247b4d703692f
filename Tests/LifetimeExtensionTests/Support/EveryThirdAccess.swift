import Core

/// DITranquillity's example of a storage policy an app defines itself: the value is made anew on every
/// third access — the first, the fourth, the seventh — and reused in between.
final class EveryThirdAccess<Value> {
    fileprivate var value: Value?
    fileprivate var accesses = 0
}

extension Scope {
    /// The value in `slot`, made by `make` on the first access and on every third one after it.
    func everyThirdAccess<Value>(_ slot: EveryThirdAccess<Value>, _ make: () -> Value) -> Value {
        defer { slot.accesses += 1 }
        if !slot.accesses.isMultiple(of: 3), let value = slot.value { return value }
        let value = self.make(.custom("every-third-access"), for: slot, keepsValue: true, make)
        slot.value = value
        return value
    }
}

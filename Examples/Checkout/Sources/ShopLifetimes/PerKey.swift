import Core

/// One value per key — a singleton for each combination of arguments: the first access for a key makes it,
/// later ones get the same, while the component lives; dropping the component releases them all.
public final class PerKey<Key: Hashable, Value> {
    var values: [Key: Value] = [:]

    public init() {}
}

extension Scope {
    /// The value for `key` in `slot`, made by `make` on the first access for that key. A maker that asks
    /// its own slot, for any key, stops as a cycle: the slot is one member.
    public func perKey<Key, Value>(_ slot: PerKey<Key, Value>, _ key: Key, _ make: () -> Value) -> Value {
        if let value = slot.values[key] { return value }
        let value = self.make(.custom("per-key"), for: slot, keepsValue: true, make)
        slot.values[key] = value
        return value
    }
}

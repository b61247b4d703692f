extension Scope {
    /// Runs `make` for `slot`, the object a lifetime keeps its storage in, and reports the value made
    /// under `lifetime`; storing it is the slot's business. Core's own lifetimes are built on this, and
    /// so is any lifetime an app defines outside Core, which the kernel then treats like its own:
    ///
    /// - a maker that needs its own slot, directly or through others, stops with a message naming the
    ///   cycle (`dependency cycle: Clock -> Store -> Clock in ^->Root`);
    /// - when `keepsValue`, a component made for the slot stops with a message: its parent would keep it;
    /// - the observer traces the value by its lifetime's name.
    ///
    /// ```swift
    /// final class EveryThirdAccess<Value> {
    ///     var value: Value?
    ///     var accesses = 0
    /// }
    /// extension Scope {
    ///     func everyThirdAccess<Value>(_ slot: EveryThirdAccess<Value>, _ make: () -> Value) -> Value {
    ///         defer { slot.accesses += 1 }
    ///         if !slot.accesses.isMultiple(of: 3), let value = slot.value { return value }
    ///         let value = self.make(.custom("every-third-access"), for: slot, keepsValue: true, make)
    ///         slot.value = value
    ///         return value
    ///     }
    /// }
    /// ```
    public func make<Value>(
        _ lifetime: Lifetime, for slot: AnyObject, keepsValue: Bool, _ make: () -> Value
    ) -> Value {
        let value = context.make(slot, of: self, keepsValue: keepsValue, make)
        observer?.made(value, lifetime: lifetime, by: self)
        return value
    }
}

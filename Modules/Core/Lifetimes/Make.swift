extension Scope {
    /// Runs `make` for `slot`, the object a lifetime keeps its storage in, and reports the value made under
    /// `lifetime`; storing it is the slot's business. Core's slot lifetimes are built on this, as is any an
    /// app defines (<doc:CustomLifetimes>). With an observer attached, a maker that needs its own slot stops
    /// naming the cycle, and when `keepsValue`, a component made for the slot stops, since its parent would
    /// keep it.
    public func make<Value>(
        _ lifetime: Lifetime, for slot: AnyObject, keepsValue: Bool, _ make: () -> Value
    ) -> Value {
        let value = run(Member(owner: ObjectIdentifier(slot)), keepsValue: keepsValue, make)
        observer?.made(value, lifetime: lifetime, by: self)
        return value
    }
}

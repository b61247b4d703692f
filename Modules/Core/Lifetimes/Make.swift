extension Scope {
    /// Runs `make` for `slot`, the object a lifetime keeps its storage in, and reports the value made under
    /// `lifetime`; storing it is the slot's business. Core's slot lifetimes are built on this, as is any an
    /// app defines (<doc:CustomLifetimes>). An observer can stop on a maker that needs its own slot, and, when
    /// `keepsValue`, on a child of this component made for the slot, which would keep its parent.
    public func make<Value>(
        _ lifetime: Lifetime, for slot: AnyObject, keepsValue: Bool, _ make: () -> Value
    ) -> Value {
        let value = run(Member(owner: ObjectIdentifier(slot), place: nil), keepsValue: keepsValue, make)
        observer?.made(value, lifetime: lifetime, by: self)
        return value
    }
}

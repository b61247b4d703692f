extension Scope {
    /// A new instance on every call: the lifetime of stateless objects such as screen models.
    ///
    /// A plain initializer call is a factory too; going through `factory` only makes the creation visible
    /// to the tracker (traces, diagnostics, tests).
    @inlinable
    public func factory<Value>(_ make: () -> Value) -> Value {
        let value = make()
        tree.tracker?.instanceCreated(value, lifetime: .factory, in: self)
        return value
    }
}

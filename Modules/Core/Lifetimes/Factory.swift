extension Scope {
    /// A new instance on every call: the lifetime of stateless objects such as screens. A plain initializer
    /// call is a factory too; going through `factory` makes the creation visible to the observer.
    public func factory<Value>(_ make: () -> Value) -> Value {
        let value = make()
        observer?.made(value, lifetime: .factory, by: self)
        return value
    }
}

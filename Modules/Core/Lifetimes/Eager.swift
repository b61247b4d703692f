extension BootstrapComponent {
    /// Reports `value` as an eager instance of this root: one made while the root boots.
    ///
    /// Eager instances are `let` properties that the root's initializer makes before anything else, so a
    /// failure (a data directory that cannot be opened, say) shows at launch and the compiler guarantees
    /// the value exists afterwards. Swift lets an initializer call methods only once `super.init` has run,
    /// so the root makes the value first and reports it right after:
    ///
    /// ```swift
    /// dataDirectory = try DataDirectory(resolving: options)
    /// super.init(name: "Root", tracker: tracker)
    /// recordEager(dataDirectory)
    /// ```
    public func recordEager<Value>(_ value: Value) {
        tree.tracker?.instanceCreated(value, lifetime: .eager, in: self)
    }
}

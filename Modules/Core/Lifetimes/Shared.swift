extension Scope {
    /// A shared instance: one per component instance, made on first access and kept for as long as the
    /// component lives. It is Swift's own `lazy var`, reported to the observer and checked for cycles:
    ///
    /// ```swift
    /// private(set) lazy var cart = shared { Cart() }
    /// ```
    ///
    /// Call it only as a `lazy var`'s initial value: the `lazy var` is the storage, and in a computed
    /// property `shared` would make a new value on every access. The place of the call names the member,
    /// so a maker that needs, through other members, the one it is making stops with a message naming the
    /// cycle. A component is never kept in one (it holds its parent, so neither could be released): that
    /// stops with a message: whoever uses a child holds it, and the root keeps one for the app's run with
    /// `keep`.
    public func shared<Value>(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ make: () -> Value
    ) -> Value {
        let member = Member(owner: ObjectIdentifier(self), fileID: fileID, line: line, column: column)
        let value = context.make(member, of: self, keepsValue: true, make)
        observer?.made(value, lifetime: .shared, by: self)
        return value
    }
}

extension Scope {
    /// A shared instance: one per component instance, made on first access and kept for as long as the
    /// component lives. It is Swift's own `lazy var`, reported to the observer and checked for cycles:
    ///
    /// ```swift
    /// private(set) lazy var cart = shared { Cart() }
    /// ```
    ///
    /// Call it only as a `lazy var`'s initial value, the storage: in a computed property it makes a new value
    /// on every access, which the compiler cannot refuse and diagnostics report (`made(_:sharedAs:by:)`).
    /// The place of the call names the member, so a maker that needs, through other members, the one it is
    /// making stops naming the cycle. A component kept in one (it holds its parent, so neither could be
    /// released) stops with a message: whoever uses a child holds it, and the root keeps one with `keep`.
    public func shared<Value>(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ make: () -> Value
    ) -> Value {
        let place = SharedMember(fileID: fileID, line: line, column: column)
        let value = context.make(Member(owner: ObjectIdentifier(self), place: place), of: self, keepsValue: true, make)
        observer?.made(value, sharedAs: place, by: self)
        return value
    }
}

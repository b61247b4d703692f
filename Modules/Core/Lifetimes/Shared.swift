extension Scope {
    /// A shared instance: one per component instance, made on first access and kept for as long as the
    /// component lives. It is Swift's own `lazy var`, reported to the observer:
    ///
    /// ```swift
    /// private(set) lazy var cart = shared { Cart() }
    /// ```
    ///
    /// Call it only as a `lazy var`'s initial value: in a computed property it makes a new value on every
    /// access, which the compiler cannot refuse and diagnostics report (`made(_:sharedAs:by:)`). The place of
    /// the call names the member, so that an observer can stop on a maker that needs the member it is making
    /// (a cycle) or a component's own child kept in one (it holds its parent, so neither could be released).
    public func shared<Value>(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ make: () -> Value
    ) -> Value {
        let place = SourcePlace(fileID: fileID, line: line, column: column)
        let value = run(Member(owner: ObjectIdentifier(self), place: place), keepsValue: true, make)
        observer?.made(value, sharedAs: place, by: self)
        return value
    }
}

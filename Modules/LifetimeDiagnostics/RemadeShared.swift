import Core

/// A shared member its component made a second time: its `shared { … }` call is not a `lazy var`'s
/// initial value (most often a computed property, `var cart: Cart { shared { Cart() } }`), so it keeps
/// nothing and every access makes a new value, each reported as shared. Shown on the Diagnostics screen,
/// printed by the trace, and asserted on by tests.
public struct RemadeShared: Sendable, Hashable, CustomStringConvertible {
    public let typeName: String
    /// The place of the `shared` call.
    public let member: SourcePlace
    /// The component that made it, by place in the tree.
    public let path: String

    /// What happened, where, and the fix.
    public var description: String {
        "\(path) made its shared \(typeName) again (\(member)): `shared { … }` keeps its value only as a "
            + "`lazy var`'s initial value; declare it `lazy var … = shared { … }`"
    }
}

/// What a component declares about itself, read from its types: its class, the dependency protocol it asks
/// for and the class that satisfies it. The graph export and diagnostics describe the tree from these, so
/// the description cannot drift from the code.
public struct ScopeDeclaration: Sendable, Hashable {
    /// The component's path, such as `^->Root->Quote`.
    public let path: String
    /// The component's class, qualified by its module: `QuoteFeature.QuoteComponent`.
    public let componentType: String
    /// The dependency protocol, qualified by its module (`QuoteFeature.QuoteDependency`); `nil` for a root.
    public let dependencyType: String?
    /// The class of the parent that satisfies the dependency, qualified by its module; `nil` for a root.
    public let parentType: String?
    /// The parent's path; `nil` for a root.
    public let parentPath: String?
}

extension Scope {
    /// This component's declaration.
    public var declaration: ScopeDeclaration {
        ScopeDeclaration(
            path: path,
            componentType: String(reflecting: type(of: self)),
            dependencyType: dependencyType.map { String(reflecting: $0) },
            parentType: parent.map { String(reflecting: type(of: $0)) },
            parentPath: parent?.path
        )
    }
}

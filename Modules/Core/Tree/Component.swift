/// A child component: it reaches the outside only through `dependency`, what its parent provides, seen as
/// the protocol its feature declares. A dependency lacking a member of that protocol does not compile, and
/// the error names the member; a member that lives further up is forwarded (<doc:Forwarding>).
///
/// ```swift
/// final class QuoteComponent: Component<any QuoteDependency> { … }
///
/// QuoteComponent(parent: root, dependency: QuoteWiring(root: root))  // a wiring of the root's
/// ProfileSessionComponent(parent: self, dependency: self)            // a parent that meets the needs itself
/// ```
///
/// The parent places the component in the tree: its path, and what it keeps alive. Give the scope the
/// dependency is satisfied from: a dependency from elsewhere still works, but Diagnostics and the trace
/// show the component under a parent it does not read from, and that parent's end does not end what it
/// reads.
@MainActor
open class Component<Dependency>: Scope {
    /// What the parent provides, as the dependency protocol sees it: this component's only way out.
    public let dependency: Dependency

    /// A child of `parent` whose needs `dependency` meets, named `name` in paths (by default after its class).
    public init(parent: Scope, dependency provided: Dependency, name: String? = nil) {
        dependency = provided
        super.init(parent: parent, name: name)
    }

    /// A child that needs nothing of its parent (Needle's `EmptyDependency`): a `Component<Void>`.
    public init(parent: Scope, name: String? = nil) where Dependency == Void {
        dependency = ()
        super.init(parent: parent, name: name)
    }
}

/// A child component: it reaches the outside only through `dependency`, what its parent provides, seen as
/// the protocol its feature declares. A dependency lacking a member of that protocol does not compile, and
/// the error names the member; a member that lives further up is forwarded (<doc:Forwarding>).
///
/// ```swift
/// final class CardComponent: Component<any CardDependency> {
///     init(parent: some CardDependency) { super.init(parent: parent, dependency: parent) }
/// }
/// ```
///
/// Swift cannot require of a generic `Dependency` that the parent adopt its protocol, so a child whose
/// parent meets its needs declares the one-argument initializer above, and the compiler checks each parent.
/// Only a root passes a dependency apart from the parent: a wiring of its own.
@MainActor
open class Component<Dependency>: Scope {
    /// What the parent provides, as the dependency protocol sees it: this component's only way out.
    public let dependency: Dependency

    /// A child of `parent` whose needs `dependency` meets, named `name` in paths (by default after its
    /// class), declared to live `lifetime`.
    public init(
        parent: Scope, dependency provided: Dependency, name: String? = nil, lifetime: ScopeLifetime = .whileHeld
    ) {
        dependency = provided
        super.init(parent: parent, name: name, lifetime: lifetime)
    }

    /// A child that needs nothing of its parent (Needle's `EmptyDependency`): a `Component<Void>`.
    public init(parent: Scope, name: String? = nil, lifetime: ScopeLifetime = .whileHeld) where Dependency == Void {
        dependency = ()
        super.init(parent: parent, name: name, lifetime: lifetime)
    }
}

/// A child component: it is created by its parent and gets what it cannot make itself through `Dependency`,
/// a protocol its parent (or an adapter the parent hands over) satisfies.
///
/// A feature declares `QuoteDependency` and `final class QuoteComponent: Component<any QuoteDependency>`;
/// the App makes its own component conform (`extension RootComponent: QuoteDependency { … }`, each member
/// written there), so a missing member is a compile error in the App, naming the member, and never a
/// crash at run time.
///
/// To pass members on from further up, a feature declares a forwarding protocol and implements it in an
/// extension constrained to `Self: Component<any ItsDependency>`, reading `dependency`; each component in
/// between adopts it with one line. The constraint keeps a root from adopting it: a root is no
/// `Component`, so it must write the members (docs/architecture.md, "Forwarding at any depth").
@MainActor
open class Component<Dependency>: Scope {
    /// What the parent provides: the only way a component reaches anything outside itself.
    public let dependency: Dependency

    /// Creates a child of `parent`, named `name` in paths, reaching the outside world through `dependency`.
    ///
    /// Usually `dependency` is `parent` itself:
    /// `init(parent: some Scope & QuoteDependency) { super.init(parent: parent, dependency: parent, name: "Quote") }`.
    @inlinable
    public init(parent: Scope, dependency: Dependency, name: String) {
        self.dependency = dependency
        super.init(name: name, parent: parent)
    }

    override var dependencyType: Any.Type? { Dependency.self }
}

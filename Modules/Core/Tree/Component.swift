/// A child component, made by its parent, reaching the outside only through `dependency`: its parent,
/// seen as the dependency protocol the feature declares.
///
/// ```swift
/// @MainActor public protocol QuoteDependency: Scope {
///     var quoteStorage: any QuoteStorage { get }
/// }
/// public final class QuoteComponent: Component<any QuoteDependency> { … }
/// ```
///
/// The App's root conforms (`extension RootComponent: QuoteDependency { … }`, each member written
/// there) and makes the child with `QuoteComponent(parent: self)`: a parent lacking a member does not
/// compile, and the error names the member.
///
/// A member that lives several levels up is forwarded: its feature declares a forwarding protocol with
/// one `upstream` property and implements the member through it; each component in between adopts the
/// protocol and names its `dependency` as the upstream, whatever its own dependency protocol
/// (docs/architecture.md, "Forwarding at any depth"). A root has no dependency to name, so it cannot
/// forward to itself.
///
/// A dependency protocol refines `Scope`, so the parent is always in the tree. (Swift cannot require that
/// of `Dependency`, an existential; a parent that is not a scope would start a tree of its own.)
@MainActor
open class Component<Dependency>: Scope {
    /// The parent, as the dependency protocol sees it: this component's only way out.
    public let dependency: Dependency

    /// A child of `parent`, named `name` in paths, or after its class when no name is given.
    public init(parent: Dependency, name: String? = nil) {
        dependency = parent
        super.init(parent: parent as? Scope, name: name)
    }

    override var parent: Scope? { dependency as? Scope }
}

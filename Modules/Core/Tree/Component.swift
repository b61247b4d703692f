/// A child component. It reaches the outside only through the dependency it declares: a stored property
/// of its own protocol's type, set by its initializer, so a dependency lacking a member of that protocol
/// does not compile, and the error names the member; a member that lives further up is forwarded
/// (<doc:Forwarding>).
///
/// ```swift
/// final class QuoteComponent: Component {
///     let dependency: any QuoteDependency
///
///     init(parent: Scope, dependency: any QuoteDependency) {
///         self.dependency = dependency
///         super.init(parent: parent)
///     }
/// }
/// ```
///
/// The class is not generic: a subclass of a generic class has its metadata set up by the runtime on first
/// use, about 1.6 µs a component class, where this one's is laid out by the compiler (docs/performance.md).
@MainActor
open class Component: Scope {
    /// Held: the parent lives at least as long as the child. Kept here rather than as `Scope`'s optional,
    /// which a first access at depth 7 paid some 260 instructions more for (docs/performance.md).
    @usableFromInline let parentScope: Scope

    /// A child of `parent`, named `name` in paths (by default after its class). Inlinable, as every
    /// component's initializer calls it: a call costs some 50 instructions a component.
    @inlinable
    public override init(parent: Scope, name: String? = nil) {
        parentScope = parent
        super.init(parent: parent, name: name)
    }

    override var parent: Scope? { parentScope }
}

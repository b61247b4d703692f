/// A child component, reaching the outside only through `dependency`: what its parent provides, seen as
/// the dependency protocol the feature declares. A dependency lacking a member of that protocol does not
/// compile, and the error names the member; a member that lives further up is forwarded (<doc:Forwarding>).
///
/// The parent is always a component of the tree. Given apart from the dependency
/// (`init(parent:dependency:)`), it is a ``Scope`` by its type; given as the dependency itself
/// (`init(parent:)`), a value that is not a ``Scope`` is refused when the component is made.
@MainActor
open class Component<Dependency>: Scope {
    /// What the parent provides, as the dependency protocol sees it: this component's only way out.
    public let dependency: Dependency
    /// The parent when it is not the dependency itself: otherwise it is held once, not twice (docs/performance.md).
    @usableFromInline let wiredParent: Scope?

    /// A child of `parent` whose needs `dependency` meets: a value the parent makes for this child alone
    /// (a wiring), so that two children may name a need alike.
    @inlinable
    public init(parent: Scope, dependency: Dependency, name: String? = nil) {
        self.dependency = dependency
        wiredParent = parent
        super.init(parent: parent, name: name)
    }

    /// A child of `parent`, which meets its needs itself by adopting the dependency protocol.
    // Inlinable so that the cast below is compiled where `Dependency` is known, a plain upcast for a protocol
    // refining `Scope`; generic code asks the runtime (about 340 instructions a component; docs/performance.md).
    @inlinable
    public init(parent: Dependency, name: String? = nil) {
        guard let scope = parent as? Scope else {
            fatalError(
                "\(Self.self)'s parent \(type(of: parent as Any)) is not a component of the tree: pass the component "
                    + "that makes it as `parent:` and this value as `dependency:`")
        }
        dependency = parent
        wiredParent = nil
        super.init(parent: scope, name: name)
    }

    override var parent: Scope? { wiredParent ?? (dependency as? Scope) }
}

/// The dependency of a component that needs nothing of its parent (Needle's `EmptyDependency`): any
/// component may make it, `Breadcrumb(parent: self)` for a `Component<EmptyDependency>`.
public typealias EmptyDependency = Scope

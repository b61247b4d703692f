/// A child component, reaching the outside only through `dependency`: its parent, seen as the
/// dependency protocol the feature declares. A parent lacking a member of that protocol does not compile,
/// and the error names the member; a member that lives further up is forwarded (<doc:Forwarding>).
///
/// A dependency protocol refines `Scope`, so the parent is always in the tree. (Swift cannot require that
/// of `Dependency`, an existential; a parent that is not a scope would start a tree of its own.)
@MainActor
open class Component<Dependency>: Scope {
    /// The parent, as the dependency protocol sees it: this component's only way out.
    public let dependency: Dependency

    // Inlinable so that the cast below is compiled where `Dependency` is known: there, a protocol that
    // refines `Scope` makes it a plain upcast, where generic code asks the runtime (about 340 instructions
    // per component made; docs/performance.md).
    @inlinable
    public init(parent: Dependency, name: String? = nil) {
        dependency = parent
        super.init(parent: parent as? Scope, name: name)
    }

    override var parent: Scope? { dependency as? Scope }
}

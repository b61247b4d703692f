/// The root of a component tree: it has no parent and no dependency, and it owns the tree's tracker.
///
/// The App's `RootComponent` subclasses it; tests subclass it for a small parent that satisfies the
/// dependency protocol of the component under test.
@MainActor
open class BootstrapComponent: Scope {
    /// Creates a root named `name` (`^->Root`), reporting its tree's lifetimes to `tracker` when given one.
    public init(name: String = "Root", tracker: LifetimeTracker? = nil) {
        super.init(rootNamed: name, tracker: tracker)
    }

    /// Where the whole tree reports what it makes and releases; `nil` when the tree is not tracked.
    public var tracker: LifetimeTracker? { tree.tracker }
}

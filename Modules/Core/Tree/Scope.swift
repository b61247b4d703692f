/// A node of the component tree: it has a name, a parent and a path, and reports what it makes.
///
/// Scopes are not subclassed directly: a child subclasses `Component<Dependency>` and the root subclasses
/// `BootstrapComponent`.
///
/// References point up the tree only. A child holds its parent, so a child can never outlive what it
/// depends on; a parent never holds a child component — its `ChildScope` slot only remembers the child
/// while something else holds it, and keeping a component in a `Shared` slot stops with a message. So
/// there is no parent/child reference cycle: whoever holds a component (a screen, a test, the app for
/// the root) decides how long it lives, and dropping the last reference to any component, at any depth,
/// releases it and everything it made. Whatever still lives after its scope ended is reported as
/// outlived by the tracker.
///
/// Every scope is isolated to the main actor, like the UI code that uses it: its lifetime slots are plain
/// stored properties, with no lock to take and none to deadlock between sibling components.
@MainActor
open class Scope {
    /// The component's name in paths, such as `Quote` in `^->Root->Quote`.
    public let name: String

    /// The component that created this one; `nil` only for the root.
    public let parent: Scope?

    /// Where creation and release events go; the root's tracker, shared by the whole tree, or `nil`.
    public let tracker: LifetimeTracker?

    /// What the whole tree shares: the slots being made right now, to name a dependency cycle.
    @usableFromInline let tree: ScopeTree

    /// The open object-graph build of this scope, if any (see `buildGraph(_:)`).
    var openGraph: OpenGraph?

    /// This scope's number in its tracker, which remembers the tree by number (0 when untracked).
    var trackingID = 0

    /// The component's place in the tree, for example `^->Root->Settings->NotificationsFlow`.
    public private(set) lazy var path: String = parent.map { "\($0.path)->\(name)" } ?? "^->\(name)"

    /// The protocol this component's parent satisfies; `nil` for a root.
    var dependencyType: Any.Type? { nil }

    init(name: String, parent: Scope?, tracker: LifetimeTracker?) {
        self.name = name
        self.parent = parent
        self.tracker = tracker
        self.tree = parent?.tree ?? ScopeTree()
        if let parent { tree.stopIfKept(self, by: parent) }
        tracker?.scopeCreated(self)
    }
}

/// A node of the component tree: it has a name, a parent and a path, and reports what it makes.
///
/// Scopes are not subclassed directly: a child subclasses `Component<Dependency>` and the root subclasses
/// `BootstrapComponent`. A scope keeps its parent alive (a child cannot outlive what it depends on); a
/// parent keeps a child only if it stores it (`shared`, `ChildScope`), so dropping the last reference to a
/// component releases everything it made.
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

    /// The open object-graph build of this scope, if any (see `buildGraph(_:)`).
    var openGraph: OpenGraph?

    /// The component's place in the tree, for example `^->Root->Settings->NotificationsFlow`.
    public private(set) lazy var path: String = parent.map { "\($0.path)->\(name)" } ?? "^->\(name)"

    /// The protocol this component's parent satisfies; `nil` for a root.
    var dependencyType: Any.Type? { nil }

    init(name: String, parent: Scope?, tracker: LifetimeTracker?) {
        self.name = name
        self.parent = parent
        self.tracker = tracker
        tracker?.scopeCreated(self)
    }
}

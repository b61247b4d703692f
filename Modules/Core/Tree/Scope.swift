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
    ///
    /// Internal to Core: a feature reaches the outside world only through its dependency protocol, never
    /// by walking up the tree and casting (`parent as? RootComponent` does not compile outside Core).
    let parent: Scope?

    /// What the whole tree shares: its tracker, and the slots being made right now.
    @usableFromInline let tree: ScopeTree

    /// This scope's number in its tracker, which remembers the tree by number (0 when untracked).
    var trackingID = 0

    /// The tasks this scope owns and the task lists of the scopes below it, once one of them starts a task.
    var ownedTasks: ScopeTasks?

    /// The component's place in the tree, for example `^->Root->Settings->NotificationsFlow`.
    ///
    /// Spelled out when asked for (messages, diagnostics), so that making a component costs nothing for it.
    public var path: String { parent.map { "\($0.path)->\(name)" } ?? "^->\(name)" }

    /// The protocol this component's parent satisfies; `nil` for a root.
    var dependencyType: Any.Type? { nil }

    /// A child of `parent`, in its parent's tree.
    @usableFromInline
    init(name: String, parent: Scope) {
        self.name = name
        self.parent = parent
        self.tree = parent.tree
        tree.stopIfKept(self, by: parent)
        tree.tracker?.scopeCreated(self)
    }

    /// The root of a new tree, reporting to `tracker`.
    init(rootNamed name: String, tracker: LifetimeTracker?) {
        self.name = name
        self.parent = nil
        self.tree = ScopeTree(tracker: tracker)
        tree.tracker?.scopeCreated(self)
    }

    deinit {
        ownedTasks?.end()
        if trackingID != 0 { tree.tracker?.releasedScopes.post(trackingID) }
    }
}

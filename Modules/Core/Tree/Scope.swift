/// A node of the component tree: it has a name and a path, and makes what its lifetimes hold.
///
/// Scopes are not subclassed directly: a child subclasses `Component<Dependency>` and the root subclasses
/// `BootstrapComponent`.
///
/// References point up the tree only. A child holds its parent, so it never outlives what it depends on;
/// a parent never keeps a child (its `ChildScope` slot holds it weakly, and keeping one in a `Shared` slot
/// stops with a message). So there is no parent/child reference cycle: whoever holds a component decides
/// how long it lives, and dropping the last reference to any component, at any depth, releases it and
/// everything it made.
///
/// Every scope is isolated to the main actor, like the UI code that uses it: its slots are plain stored
/// properties, with no lock to take and none to deadlock between sibling components.
@MainActor
open class Scope {
    /// What the whole tree shares: its observer, and the values being made.
    let context: TreeContext
    /// The tasks this scope started that had not ended when the last one started: what its release cancels.
    var tasks: [OwnedTask] = []
    private let givenName: String?

    /// A child of `parent`, in its parent's tree; without a parent, the root of a new tree reporting to
    /// `observer`.
    init(parent: Scope?, name: String?, observer: (any LifetimeObserver)? = nil) {
        context = parent?.context ?? TreeContext(observer: observer)
        givenName = name
        if let parent { context.stopIfKept(self, by: parent) }
        self.observer?.made(self, under: parent)
    }

    // Runs wherever the last reference goes, so it touches only what is safe from any thread: the tasks'
    // cancellation and the observer's `released`. (An `isolated deinit` would hop to the main actor
    // first, at about 120 ns per component in the benchmark.) The slots' values are let go of after it.
    deinit {
        for task in tasks { task.cancel() }
        context.observer?.released(ObjectIdentifier(self))
    }

    /// The component that created this one; `nil` for the root. Internal: a feature reaches the outside
    /// only through its dependency, never by walking up the tree and casting.
    var parent: Scope? { nil }

    var observer: (any LifetimeObserver)? { context.observer }

    /// The name in paths: the one given, else the class's name without `Component` (`QuoteComponent` is
    /// `Quote`). Spelled out only when asked for: describing a type costs more than making a component.
    public var name: String {
        if let givenName { return givenName }
        var name = String(describing: type(of: self))
        if name.hasSuffix("Component"), name.count > "Component".count { name.removeLast("Component".count) }
        return name
    }

    /// The component's place in the tree, such as `^->Root->Settings`.
    public var path: String { parent.map { "\($0.path)->\(name)" } ?? "^->\(name)" }
}

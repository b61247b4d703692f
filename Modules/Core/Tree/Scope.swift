/// A node of the component tree, with a name and a path; a child subclasses `Component` and the root
/// `BootstrapComponent`. References point up the tree: a child holds its parent, and only the root keeps
/// children (`keep`), so whoever holds a component decides how long it lives, and dropping the last
/// reference to any component, at any depth, releases it and everything it made. Scopes are main-actor
/// isolated, like the UI that uses them; a component let go of on another thread is released there, and its
/// `deinit` touches only what any thread may. Its names and path never change, so any thread may read them.
@MainActor
open class Scope {
    /// What every component of the tree reports to, the root's; `nil` when nothing observes the tree.
    let observer: (any LifetimeObserver)?
    /// The component that made this one, which it holds; `nil` for the root. Internal: a feature reaches the
    /// outside only through its dependency, never by walking up the tree and casting.
    let parent: Scope?
    /// The tasks this scope started that had not ended when the last one started: what its release cancels.
    var tasks: [OwnedTask] = []
    /// The name whoever made it gave it, if any (else `name` is its class's).
    nonisolated public let givenName: String?

    /// The root of a new tree, reporting to `observer`.
    init(rootNamed name: String?, observer: (any LifetimeObserver)?) {
        self.observer = observer
        parent = nil
        givenName = name
        observer?.made(self, under: nil, living: .run)
    }

    /// A child of `parent`, in its parent's tree, declared to live `lifetime`.
    init(parent: Scope, name: String?, lifetime: ScopeLifetime) {
        observer = parent.observer
        self.parent = parent
        givenName = name
        observer?.made(self, under: parent, living: lifetime)
    }

    /// Cancels the scope's tasks and tells the observer; the values its slots keep go after it.
    deinit {
        for task in tasks { task.cancel() }
        observer?.released(ObjectIdentifier(self))
    }

    /// Runs `make` for `member`, through the observer when there is one: Core keeps no record of what is
    /// being made, so the observer is the one that can name a cycle (`LifetimeObserver.making`).
    func run<Value>(_ member: Member, keepsValue: Bool, _ make: () -> Value) -> Value {
        guard let observer else { return make() }
        return observer.making(member, of: self, keepsValue: keepsValue, make)
    }

    /// The name in paths: the one given, else the class's name without `Component` (`QuoteComponent` is `Quote`).
    nonisolated public var name: String {
        if let givenName { return givenName }
        let name = String(describing: type(of: self))
        guard name.hasSuffix("Component"), name != "Component" else { return name }
        return String(name.dropLast("Component".count))
    }

    nonisolated public var path: String { parent.map { "\($0.path)->\(name)" } ?? "^->\(name)" }
}

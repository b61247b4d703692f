/// A node of the component tree, with a name and a path; a child subclasses `Component` and the root
/// `BootstrapComponent`. References point up the tree: a child holds its parent, and a parent
/// keeps a child only for the app's whole run (`keep`, on the root), so whoever holds a component decides
/// how long it lives, and dropping the last reference to any component, at any depth, releases it and
/// everything it made.
///
/// Scopes are main-actor isolated, like the UI that uses them: slots are plain properties, with no lock.
@MainActor
open class Scope {
    let context: TreeContext
    /// The component that created this one, which it holds; `nil` for the root. Internal: a feature reaches
    /// the outside only through its dependency, never by walking up the tree and casting.
    var parent: Scope? { nil }
    /// The tasks this scope started that had not ended when the last one started: what its release cancels.
    /// `nil` until the first: a component that starts none has no array to release.
    var tasks: [OwnedTask]?
    private let givenName: String?

    /// The root of a new tree, reporting to `observer`.
    init(rootNamed name: String?, observer: (any LifetimeObserver)?) {
        context = TreeContext(observer: observer)
        givenName = name
        observer?.made(self, under: nil)
    }

    /// A child of `parent`, in its parent's tree; usable from `Component`'s inlinable initializer, which
    /// holds the parent: borrowed here, it costs no retain of its own.
    @usableFromInline
    init(parent: borrowing Scope, name: String?) {
        let context = parent.context
        self.context = context
        givenName = name
        context.stopIfKept(self, by: parent)
        if let observer = context.observer { observer.made(self, under: copy parent) }
    }

    // Runs on whatever thread lets go last, so it only cancels tasks and tells the observer (an `isolated
    // deinit` would hop to the main actor first, about 120 ns a component); slots' values go after it.
    deinit {
        if let tasks { for task in tasks { task.cancel() } }
        context.observer?.released(ObjectIdentifier(self))
    }

    var observer: (any LifetimeObserver)? { context.observer }

    /// The name in paths: the one given, else the class's name without `Component` (`QuoteComponent` is
    /// `Quote`). Spelled out only when asked for: describing a type costs more than making a component.
    public var name: String {
        if let givenName { return givenName }
        var name = String(describing: type(of: self))
        if name.hasSuffix("Component"), name.count > "Component".count { name.removeLast("Component".count) }
        return name
    }

    public var path: String { parent.map { "\($0.path)->\(name)" } ?? "^->\(name)" }
}

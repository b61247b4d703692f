/// The root of a component tree: it has no parent and no dependency, it holds the observer every
/// component of its tree reports to, and it keeps the children that live as long as the app (`keep`).
@MainActor
open class BootstrapComponent: Scope {
    /// The children kept until the app lets go of its `Tree`; then `nil`.
    private var kept: [Scope]? = []

    /// A root named `name` (by default after its class: `RootComponent` is `^->Root`), reporting its
    /// tree's lifetimes to `observer` when given one.
    public init(name: String? = nil, observer: (any LifetimeObserver)? = nil) {
        super.init(rootNamed: name, observer: observer)
    }

    /// Reports `value` as eager: a `let` the root's initializer made before `super.init` (where Swift allows no
    /// call), so that a failure shows at launch and the compiler guarantees the value exists.
    public func recordEager(_ value: some Any) {
        observer?.made(value, lifetime: .eager, by: self)
    }

    /// The child in `slot`, made by `make` on the first access and kept until the app lets go of the
    /// `Tree` that holds this root: one per run, whoever else holds it or lets go. Once the tree is let go
    /// of, each access makes a child that nobody keeps. Make it declared to live for the run (`.run`), so
    /// that the observer knows it is kept.
    public func keep<Child>(_ slot: Kept<Child>, _ make: () -> Child) -> Child {
        if let child = slot.child { return child }
        let child = run(Member(owner: ObjectIdentifier(slot)), keepsValue: false, make)
        kept?.append(child)
        slot.child = child
        return child
    }

    /// Lets go of the kept children, for good. Called when the app's `Tree` goes.
    func letGoOfKeptChildren() {
        kept = nil
    }
}

/// Where the root finds a child it keeps for the app's whole run (`BootstrapComponent.keep`). The slot
/// only finds it: the root's list keeps it, so that letting go of the `Tree` releases it.
public final class Kept<Child: Scope> {
    weak var child: Child?

    public init() {}
}

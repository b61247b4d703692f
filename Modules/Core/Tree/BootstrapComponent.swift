/// The root of a component tree: it has no parent and no dependency, and it holds the observer every
/// component of its tree reports to.
@MainActor
open class BootstrapComponent: Scope {
    /// A root named `name` (by default after its class: `RootComponent` is `^->Root`), reporting its
    /// tree's lifetimes to `observer` when given one.
    public init(name: String? = nil, observer: (any LifetimeObserver)? = nil) {
        super.init(parent: nil, name: name, observer: observer)
    }

    /// Reports `value` as an eager instance: a `let` the root's initializer made before `super.init`, so
    /// that a failure shows at launch and the compiler guarantees the value exists. (Swift allows no
    /// method call before `super.init`, hence the report after it.)
    public func recordEager(_ value: some Any) {
        observer?.made(value, lifetime: .eager, by: self)
    }
}

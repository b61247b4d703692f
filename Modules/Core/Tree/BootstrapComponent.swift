/// The root of a component tree: it has no parent and no dependency, and it holds the observer every
/// component of its tree reports to.
@MainActor
open class BootstrapComponent: Scope {
    /// A root named `name` (by default after its class: `RootComponent` is `^->Root`), reporting its
    /// tree's lifetimes to `observer` when given one.
    public init(name: String? = nil, observer: (any LifetimeObserver)? = nil) {
        super.init(parent: nil, name: name, observer: observer)
    }

    /// Reports `value` as an eager instance: one the root made while it booted.
    ///
    /// Eager values are `let` properties the root's initializer makes before anything else, so a failure
    /// (a data directory that cannot be opened) shows at launch, and the compiler guarantees the value
    /// exists afterwards. Swift lets an initializer call a method only after `super.init`, so the root
    /// makes the value first and reports it right after:
    ///
    /// ```swift
    /// store = openStore()
    /// super.init(observer: observer)
    /// recordEager(store)
    /// ```
    public func recordEager(_ value: some Any) {
        observer?.made(value, lifetime: .eager, by: self)
    }
}

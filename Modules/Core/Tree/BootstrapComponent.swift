/// The root of a component tree: it has no parent and no dependency, it holds the observer every
/// component of its tree reports to, and it keeps the children that live as long as the app (`keep`).
@MainActor
open class BootstrapComponent: Scope {
    /// The children kept until the app lets go of its `Tree`; then `nil`.
    private var kept: [Scope]? = []
    /// Where the root was made: its initializer's call, which a subclass's passes on from its own caller.
    nonisolated public let madeAt: SourcePlace

    /// A root named `name` (by default after its class: `RootComponent` is `^->Root`), reporting its
    /// tree's lifetimes to `observer` when given one, made at the place of the call.
    public init(
        name: String? = nil, observer: (any LifetimeObserver)? = nil, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        madeAt = SourcePlace(fileID: fileID, line: line, column: column)
        super.init(rootNamed: name, observer: observer)
    }

    /// Reports `value` as eager: a `let` the root's initializer made before `super.init`, so that a failure
    /// shows at launch and the compiler guarantees the value exists.
    public func recordEager(_ value: some Any) {
        observer?.made(value, lifetime: .eager, by: self)
    }

    /// The child in `slot`, made by `make` on the first access and kept until the app lets go of the `Tree`
    /// that holds this root: one per run. Once the tree is let go of, each access makes a child nobody keeps.
    /// Declare it to live for the run (`.run`); the observer sees it made at the place of this call.
    public func keep<Child>(
        _ slot: Kept<Child>, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ make: () -> Child
    ) -> Child {
        if let child = slot.child { return child }
        let place = SourcePlace(fileID: fileID, line: line, column: column)
        let child = run(Member(owner: ObjectIdentifier(slot), place: place), keepsValue: false, make)
        kept?.append(child)
        slot.child = child
        return child
    }

    /// A child for one visit of the app's navigation, made by `make`, opened at `place`: the observer sees the
    /// visit begun here, so that a component declared per visit made anywhere else can be reported.
    public func beginVisit<Child: Scope>(openedAt place: SourcePlace, _ make: () -> Child) -> Child {
        run(Member(owner: ObjectIdentifier(self), place: place), keepsValue: false, make)
    }

    /// Tells the observer that the lifetime `scope` was declared to live has ended (a visit's entry left the
    /// navigation stack, a lifetime of the app's own is over): whatever holds it after this keeps it captive.
    public func lifetimeEnded(of scope: Scope) {
        observer?.lifetimeEnded(of: scope)
    }

    /// Called when the app's `Tree` goes.
    func letGoOfKeptChildren() {
        kept = nil
    }
}

/// Where the root finds a child it keeps for the app's run (`BootstrapComponent.keep`): the slot only finds
/// it, the root's list keeps it, so that letting go of the `Tree` releases it.
public final class Kept<Child: Scope> {
    weak var child: Child?

    public init() {}
}

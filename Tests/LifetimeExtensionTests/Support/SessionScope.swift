import Core

/// A scope in DITranquillity's sense: a named lifetime that several slots share, holding what it made
/// strongly or weakly, and cleaned at once — the "objects that live for one session, cleaned at logout".
@MainActor
final class SessionScope {
    /// How the scope's slots hold what they made.
    enum Policy {
        /// Kept until the scope is cleaned.
        case strong
        /// Kept while something else holds it, and never after the scope is cleaned.
        case weak
    }

    let lifetime: Lifetime
    let policy: Policy
    private var forgetters: [() -> Void] = []

    init(named name: String, policy: Policy) {
        lifetime = .custom(name)
        self.policy = policy
    }

    /// Lets go of everything every slot of this scope made: the next access makes new instances.
    func clean() {
        for forget in forgetters { forget() }
    }

    fileprivate func onClean(_ forget: @escaping () -> Void) {
        forgetters.append(forget)
    }
}

/// One value of a `SessionScope`, in a component.
@MainActor
final class SessionSlot<Value: AnyObject> {
    fileprivate let scope: SessionScope
    fileprivate var strongValue: Value?
    fileprivate weak var weakValue: Value?

    init(in scope: SessionScope) {
        self.scope = scope
        scope.onClean { [weak self] in
            self?.strongValue = nil
            self?.weakValue = nil
        }
    }
}

extension Scope {
    /// The value in `slot` until its scope is cleaned (or, with the weak policy, until nobody holds it).
    func session<Value>(_ slot: SessionSlot<Value>, _ make: () -> Value) -> Value {
        if let value = slot.strongValue ?? slot.weakValue { return value }
        let value = self.make(slot.scope.lifetime, for: slot, keepsValue: slot.scope.policy == .strong, make)
        switch slot.scope.policy {
        case .strong: slot.strongValue = value
        case .weak: slot.weakValue = value
        }
        return value
    }
}

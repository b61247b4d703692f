import Locking
import Observation

/// What a screen shows, derived from observable models again only after one it read changed. A change, told on
/// any thread, raises a flag the next read checks; when the content goes, it ends its registration, so
/// long-lived models keep nothing of closed screens.
@MainActor
public final class ObservedContent<Value> {
    private let derive: @MainActor () -> Value
    private var current: Value?
    let changed = ChangeFlag()
    private let lifetime = ObservationLifetime()

    public init(_ derive: @escaping @MainActor () -> Value) {
        self.derive = derive
    }

    deinit {
        lifetime.end()
    }

    public var value: Value {
        if let current, !changed.take() { return current }
        let flag = changed
        let lifetime = lifetime
        let derived = withObservationTracking {
            lifetime.track()
            return derive()
        } onChange: {
            flag.raise()
        }
        current = derived
        return derived
    }
}

/// Set from any thread when a model changed; read and cleared on the main actor.
final class ChangeFlag: Sendable {
    private let state = Locked(false)

    func raise() { state.withLock { $0 = true } }

    func take() -> Bool {
        state.withLock { raised in
            defer { raised = false }
            return raised
        }
    }
}

/// A property every derivation reads, so that ending it ends the derivation's registration: Observation
/// drops a registration from every model it tracks at the first change to any of them.
final class ObservationLifetime: Observable, Sendable {
    private let registrar = ObservationRegistrar()

    var marker: Void { () }

    func track() { registrar.access(self, keyPath: \.marker) }

    /// Changes the marker: the pending registration fires once and is removed from every model.
    func end() { registrar.withMutation(of: self, keyPath: \.marker) {} }
}

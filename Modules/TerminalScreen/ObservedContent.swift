import Locking
import Observation

/// What a screen shows, derived from observable models: computed again only after a model it read has
/// changed, so no screen refreshes by hand. A change may be reported on any thread, so the report only
/// raises a flag the next read checks; when the content goes, it ends its registration with the models
/// it read, so long-lived models keep nothing of closed screens.
@MainActor
public final class ObservedContent<Value> {
    private let derive: @MainActor () -> Value
    private var current: Value?
    let changed = ChangeFlag()
    private let lifetime = ObservationLifetime()

    /// Content derived by `derive` from the `@Observable` models it reads.
    public init(_ derive: @escaping @MainActor () -> Value) {
        self.derive = derive
    }

    deinit {
        lifetime.end()
    }

    /// The content, derived again only if a model it read changed since the last time.
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

    /// Whether the content went stale since the last call; clears the mark.
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

    /// The tracked property; it has no value, only changes.
    var marker: Void { () }

    /// Reads the marker inside a derivation, registering it beside the models.
    func track() { registrar.access(self, keyPath: \.marker) }

    /// Changes the marker: the pending registration fires once and is removed from every model.
    func end() { registrar.withMutation(of: self, keyPath: \.marker) {} }
}

import Observation

/// What a screen shows, derived from observable models and kept current by Observation: it is computed
/// once, and computed again only after a model it read has changed — no screen refreshes by hand.
///
/// ```swift
/// header = ObservedContent { ["Favourite quote by \(controller.quote.author)"] }
/// var content: [String] { header.value }
/// ```
@MainActor
public final class ObservedContent<Value> {
    private let derive: @MainActor () -> Value
    private var current: Value?

    /// Content derived by `derive` from the `@Observable` models it reads.
    public init(_ derive: @escaping @MainActor () -> Value) {
        self.derive = derive
    }

    /// The content, derived again only if a model it read changed since the last time.
    public var value: Value {
        if let current { return current }
        let derived = withObservationTracking(derive) { [weak self] in
            // Observation calls this on the thread that changes the model; every model here is
            // main-actor isolated, so that is the main actor.
            MainActor.assumeIsolated { self?.current = nil }
        }
        current = derived
        return derived
    }
}

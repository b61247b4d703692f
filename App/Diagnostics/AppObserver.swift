import Core
import LifetimeDiagnostics

/// The app's observer: the lifetime tracker, and the feature edges the app has crossed, told by the
/// adapters the root makes for them (`FeatureEdgeAdapter`).
@MainActor
final class AppObserver: LifetimeObserver {
    let tracker: LifetimeTracker
    /// Each edge once, in the order first crossed.
    private(set) var featureEdges: [FeatureEdge] = []

    init(tracker: LifetimeTracker) {
        self.tracker = tracker
    }

    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        if let adapter = type(of: instance) as? any FeatureEdgeAdapter.Type, !featureEdges.contains(adapter.edge) {
            featureEdges.append(adapter.edge)
        }
        tracker.made(instance, lifetime: lifetime, by: scope)
    }

    func made(_ scope: Scope, under parent: Scope?) { tracker.made(scope, under: parent) }
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        tracker.failed(making: type, lifetime: lifetime, by: scope)
    }
    func started(_ task: OwnedTask, by scope: Scope) { tracker.started(task, by: scope) }
    nonisolated func released(_ scope: ObjectIdentifier) { tracker.released(scope) }
    func ended(_ task: OwnedTask) { tracker.ended(task) }
}

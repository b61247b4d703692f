import Core
import Diagnostics
import LifetimeDiagnostics

/// The app's observer: the lifetime tracker, and how many times this run wired each edge between features
/// (made the adapter that crosses it), as `RootComponent.crossing` tells it.
@MainActor
final class AppObserver: LifetimeObserver {
    let tracker: LifetimeTracker
    private(set) var wiredEdges: [FeatureEdge: Int] = [:]
    /// The adapters made so far, by type name: what a test holds against `FeatureEdges.adapters`.
    private(set) var wiredAdapters: Set<String> = []

    init(tracker: LifetimeTracker) {
        self.tracker = tracker
    }

    func wired(_ adapter: any FeatureEdgeAdapter.Type) {
        wiredEdges[adapter.edge, default: 0] += 1
        wiredAdapters.insert(String(describing: adapter))
    }

    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        tracker.made(instance, lifetime: lifetime, by: scope)
    }

    func made(_ instance: Any, sharedAs member: SharedMember, by scope: Scope) {
        tracker.made(instance, sharedAs: member, by: scope)
    }

    func made(_ scope: Scope, under parent: Scope?) { tracker.made(scope, under: parent) }
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        tracker.failed(making: type, lifetime: lifetime, by: scope)
    }
    func started(_ task: OwnedTask, by scope: Scope) { tracker.started(task, by: scope) }
    func released(_ scope: ObjectIdentifier) { tracker.released(scope) }
    func ended(_ task: OwnedTask) { tracker.ended(task) }
}

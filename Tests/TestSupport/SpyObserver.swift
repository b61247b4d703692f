import Core
import Locking
import Testing

/// Records what the kernel reports, one line each, in the order reported: `made Widget (shared)
/// ^->Root->Child`, `made ChildComponent ^->Root->Child` (a component, by its own path, then how long it is
/// declared to live unless it is while held or a root: `(per visit)`), `failed User
/// (async-shared) ^->Root`, `started ticker ^->Root->Child`, `released ^->Root->Child`, `ended ticker`.
@MainActor
public final class SpyObserver: LifetimeObserver {
    private struct State {
        var reports: [String] = []
        var pathsOfLiveScopes: [ObjectIdentifier: String] = [:]
    }

    /// Behind a lock: the kernel reports a release from whatever thread released the component.
    private let state = Locked(State())
    private let changes = Changes()
    private var madeObjects: [(name: String, object: WeakObject)] = []

    public init() {}

    public var reports: [String] { state.withLock { $0.reports } }

    /// Returns once the reports meet `condition`, checked at each report; when they do not within
    /// `limit`, the test fails there, saying it waited for `what`.
    public func until(
        _ what: String, within limit: Duration = WaitLimit.forAnEvent,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) async {
        await changes.until(what, within: limit, sourceLocation: sourceLocation) { condition(reports) }
    }

    /// The reports that start with `prefix`, such as `made` or `released`.
    public func reports(startingWith prefix: String) -> [String] {
        reports.filter { $0.hasPrefix(prefix + " ") }
    }

    /// How many instances of the class named `name` that the kernel reported made are alive now.
    public func aliveCount(of name: String) -> Int {
        madeObjects.filter { $0.name == name && $0.object.object != nil }.count
    }

    public func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        let name = String(describing: type(of: scope))
        madeObjects.append((name, WeakObject(object: scope)))
        state.withLock { $0.pathsOfLiveScopes[ObjectIdentifier(scope)] = scope.path }
        report("made \(name) \(scope.path)" + (lifetime == .whileHeld || parent == nil ? "" : " (\(lifetime))"))
    }

    public func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        make()
    }

    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        let name = String(describing: type(of: instance))
        if type(of: instance) is AnyClass { madeObjects.append((name, WeakObject(object: instance as AnyObject))) }
        report("made \(name) (\(lifetime)) \(scope.path)")
    }

    public func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        made(instance, lifetime: .shared, by: scope)
    }

    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        report("failed \(type) (\(lifetime)) \(scope.path)")
    }

    public func started(_ task: OwnedTask, by scope: Scope) {
        report("started \(task.name) \(scope.path)")
    }

    public nonisolated func released(_ scope: ObjectIdentifier) {
        let path = state.withLock { $0.pathsOfLiveScopes.removeValue(forKey: scope) } ?? "a scope made before"
        report("released \(path)")
    }

    public func ended(_ task: OwnedTask) {
        report("ended \(task.name)")
    }

    public func lifetimeEnded(of scope: Scope) {
        report("lifetime ended \(scope.path)")
    }
}

extension SpyObserver {
    /// Appends `line` to the reports, and wakes whoever waits on them.
    private nonisolated func report(_ line: String) {
        state.withLock { $0.reports.append(line) }
        changes.changed()
    }
}

private struct WeakObject {
    weak var object: AnyObject?
}

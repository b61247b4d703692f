import Core
import LifetimeDiagnostics
import Testing

/// The observer for a test's root: it fails the running test, at the test's line, when a shared member is made
/// a second time (Needle's `var x: T { shared { … } }`), when a component is captive when made, and, when the
/// test looks (`expectNothingCaptive`), for each component alive after its declared lifetime ended. Every
/// report goes on to `tracker` and to the test's own `observer`, if any.
///
/// ```swift
/// init() { super.init(name: "FakeRoot", observer: LifetimeCheck()) }
/// ```
@MainActor
public final class LifetimeCheck: LifetimeObserver {
    public let tracker: LifetimeTracker
    private let observer: (any LifetimeObserver)?
    private var lookingFrom: SourceLocation?

    public init(tracker: LifetimeTracker = LifetimeTracker(), forwardingTo observer: (any LifetimeObserver)? = nil) {
        self.tracker = tracker
        self.observer = observer
        tracker.onEvent = { [weak self] event in self?.check(event) }
    }

    /// `scope`'s declared lifetime has ended: still held when the test looks, it fails the test.
    public func lifetimeEnded(of scope: Scope) {
        tracker.lifetimeEnded(of: scope)
        observer?.lifetimeEnded(of: scope)
    }

    /// Fails the test for each component alive after its declared end; let go of what the test held first.
    public func expectNothingCaptive(sourceLocation: SourceLocation = #_sourceLocation) {
        lookingFrom = sourceLocation
        tracker.catchUp()
        lookingFrom = nil
    }

    private func check(_ event: LifetimeEvent) {
        guard event.kind == .remade || event.kind == .captive else { return }
        let comment = Comment(rawValue: String(event.description.dropFirst("[lifetime] ".count)))
        if let place = lookingFrom ?? Test.current?.sourceLocation {
            Issue.record(comment, sourceLocation: place)
        } else {
            Issue.record(comment)
        }
    }

    // MARK: - Every report, to the tracker and the test's own observer

    public func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        tracker.made(scope, under: parent, living: lifetime)
        observer?.made(scope, under: parent, living: lifetime)
    }

    public func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        tracker.making(member, of: scope, keepsValue: keepsValue) {
            guard let observer else { return make() }
            return observer.making(member, of: scope, keepsValue: keepsValue, make)
        }
    }

    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        tracker.made(instance, lifetime: lifetime, by: scope)
        observer?.made(instance, lifetime: lifetime, by: scope)
    }

    public func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        tracker.made(instance, sharedAs: member, by: scope)
        observer?.made(instance, sharedAs: member, by: scope)
    }

    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        tracker.failed(making: type, lifetime: lifetime, by: scope)
        observer?.failed(making: type, lifetime: lifetime, by: scope)
    }

    public func started(_ task: OwnedTask, by scope: Scope) {
        tracker.started(task, by: scope)
        observer?.started(task, by: scope)
    }

    public nonisolated func released(_ scope: ObjectIdentifier) {
        tracker.released(scope)
        observer?.released(scope)
    }

    public func ended(_ task: OwnedTask) {
        tracker.ended(task)
        observer?.ended(task)
    }
}

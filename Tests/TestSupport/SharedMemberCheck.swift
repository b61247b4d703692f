import Core
import Testing

/// The observer of a feature's fake parent: it fails the running test, naming the place, when a component
/// makes one of its shared members a second time — Needle's `var x: T { shared { … } }`, which compiles
/// here and makes a new value on every access — and passes every report on to `observer`, if any. Each
/// test that reads a member twice checks it, with no diagnostics attached.
///
/// ```swift
/// init() { super.init(name: "FakeRoot", observer: SharedMemberCheck()) }
/// ```
@MainActor
public final class SharedMemberCheck: LifetimeObserver {
    private let observer: (any LifetimeObserver)?
    /// The shared members each component alive has made, by the component's identity.
    private var made: [ObjectIdentifier: [SharedMember]] = [:]

    public init(forwardingTo observer: (any LifetimeObserver)? = nil) {
        self.observer = observer
    }

    public func made(_ instance: Any, sharedAs member: SharedMember, by scope: Scope) {
        if made[ObjectIdentifier(scope), default: []].contains(member) {
            let message =
                "\(scope.path) made its shared \(type(of: instance)) again (\(member)): `shared { … }` keeps its value "
                + "only as a `lazy var`'s initial value; declare it `lazy var … = shared { … }`"
            Issue.record(Comment(rawValue: message))
        }
        made[ObjectIdentifier(scope), default: []].append(member)
        observer?.made(instance, sharedAs: member, by: scope)
    }

    public func made(_ scope: Scope, under parent: Scope?) {
        // A new component, perhaps where a released one lived: it has made nothing yet.
        made[ObjectIdentifier(scope)] = []
        observer?.made(scope, under: parent)
    }

    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        observer?.made(instance, lifetime: lifetime, by: scope)
    }

    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        observer?.failed(making: type, lifetime: lifetime, by: scope)
    }

    public func started(_ task: OwnedTask, by scope: Scope) { observer?.started(task, by: scope) }
    public nonisolated func released(_ scope: ObjectIdentifier) { observer?.released(scope) }
    public func ended(_ task: OwnedTask) { observer?.ended(task) }
}

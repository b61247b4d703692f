import Core

/// A plain object whose identity and release the tests watch.
final class Widget {}

/// Records each value the kernel reports made, as `made Widget (per-key) ^->Root->Palette`.
@MainActor
final class MadeSpy: LifetimeObserver {
    private(set) var reports: [String] = []

    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        make()
    }
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {}
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        reports.append("made \(type(of: instance)) (\(lifetime)) \(scope.path)")
    }
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        made(instance, lifetime: .shared, by: scope)
    }
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    func started(_ task: OwnedTask, by scope: Scope) {}
    nonisolated func released(_ scope: ObjectIdentifier) {}
    func ended(_ task: OwnedTask) {}
    func lifetimeEnded(of scope: Scope) {}
}

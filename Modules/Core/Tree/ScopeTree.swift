/// What every component of one tree shares: the slots whose values are being made right now.
///
/// A slot's maker may ask for other slots, which may ask for others; if one of them asks for a slot
/// that is still being made, the makers need each other and none can finish. The tree keeps the chain so
/// that such a cycle stops with one message naming it — types and path — instead of recursing until the
/// stack overflows.
@MainActor
final class ScopeTree {
    private var making: [(slot: ObjectIdentifier, type: Any.Type)] = []

    /// Runs `make` for `slot`, a slot of `scope` holding a `Value`; stops with a message if `make`, directly
    /// or through other slots, asks for `slot` again.
    func make<Value>(_ slot: AnyObject, of scope: Scope, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(slot)
        if let start = making.firstIndex(where: { $0.slot == id }) {
            let chain = making[start...].map { String(describing: $0.type) } + [String(describing: Value.self)]
            fatalError("dependency cycle: \(chain.joined(separator: " -> ")) in \(scope.path)")
        }
        making.append((id, Value.self))
        defer { making.removeLast() }
        return make()
    }
}

/// What every component of one tree shares: the observer, and the chain of values being made now. A maker
/// that asks, through other slots, for its own slot is a cycle none could finish: the chain names it in
/// one message instead of a stack overflow. It also tells a component made for a value its own parent
/// keeps: the child holds its parent, so neither could be released.
@MainActor
final class TreeContext {
    /// One value being made: its slot, its type, the component that keeps it once made (`nil` when its
    /// slot does not keep it), and the value being made around it.
    private final class Making {
        let slot: ObjectIdentifier
        let valueType: Any.Type
        let keeper: ObjectIdentifier?
        let enclosing: Making?

        init(slot: ObjectIdentifier, valueType: Any.Type, keeper: ObjectIdentifier?, enclosing: Making?) {
            self.slot = slot
            self.valueType = valueType
            self.keeper = keeper
            self.enclosing = enclosing
        }
    }

    nonisolated let observer: (any LifetimeObserver)?
    // A chain of immutable links rather than an array: reading and replacing one reference never spans a
    // call, so the compiler checks its exclusivity statically, not at run time on every make.
    private var innermost: Making?

    init(observer: (any LifetimeObserver)?) {
        self.observer = observer
    }

    /// Runs `make` for `slot`, a slot of `scope`; stops with a message naming the cycle if `make`,
    /// directly or through other slots, asks for `slot` again.
    func make<Value>(_ slot: AnyObject, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(slot)
        let enclosing = innermost
        var link = enclosing
        while let making = link {
            if making.slot == id { stopForCycle(from: making, of: scope, closingWith: Value.self) }
            link = making.enclosing
        }
        innermost = Making(
            slot: id, valueType: Value.self, keeper: keepsValue ? ObjectIdentifier(scope) : nil, enclosing: enclosing)
        defer { innermost = enclosing }
        return make()
    }

    /// Stops if `child`, just created under `parent`, is being made for a value `parent` keeps.
    func stopIfKept(_ child: Scope, by parent: Scope) {
        guard let making = innermost, making.keeper == ObjectIdentifier(parent) else { return }
        fatalError(
            "\(parent.path) keeps its child \(child.path) in a shared slot: a child holds its parent, so "
                + "neither could ever be released. Keep a child component in a ChildScope.")
    }

    /// Stops with the cycle that `start` begins: each type from `start` inwards, then `type` again.
    private func stopForCycle(from start: Making, of scope: Scope, closingWith type: Any.Type) -> Never {
        var cycle = [String(describing: type)]
        var link = innermost
        while let making = link, making !== start.enclosing {
            cycle.insert(String(describing: making.valueType), at: 0)
            link = making.enclosing
        }
        fatalError("dependency cycle: \(cycle.joined(separator: " -> ")) in \(scope.path)")
    }
}

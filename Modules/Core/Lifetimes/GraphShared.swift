/// Storage for an object-graph instance: everything made in one build of an object graph shares it, and
/// the next build makes a new one.
///
/// A graph-shared value is reached only through the `ObjectGraph` a build hands out, so reaching one
/// outside a build does not compile:
///
/// ```swift
/// private let snapshotSlot = GraphShared<PrivacySnapshot>()
/// func snapshot(in graph: borrowing ObjectGraph) -> PrivacySnapshot {
///     graphShared(snapshotSlot, in: graph) { PrivacySnapshot(...) }
/// }
/// func makePage() -> ProfilePage {
///     buildGraph { graph in ProfilePage(header: header(in: graph), sections: sections(in: graph)) }
/// }
/// ```
///
/// The slot keeps a value only while its build is open: when `buildGraph` returns, only the objects of
/// that graph hold the instance.
public final class GraphShared<Value>: Slot {
    /// The value of each open build that asked for this slot, innermost build last.
    private var values: [(build: ObjectIdentifier, value: Value)] = []

    /// An empty slot; the value is made on first access within a build.
    override public init() {}

    override var valueTypeName: String { String(describing: Value.self) }

    func value(in build: GraphBuild) -> Value? {
        values.last { $0.build == ObjectIdentifier(build) }?.value
    }

    func keep(_ value: Value, in build: GraphBuild) {
        build.filled.append(self)
        values.append((ObjectIdentifier(build), value))
    }

    override func forget(_ build: GraphBuild) {
        values.removeAll { $0.build == ObjectIdentifier(build) }
    }
}

/// One build of an object graph, handed by `buildGraph` to the code that builds it: the only way to reach
/// graph-shared values.
///
/// It cannot be copied, stored or captured by an escaping closure (it is borrowed, and `~Copyable`), and
/// only `buildGraph` makes one, so no graph-shared value is reached before a build starts or after it
/// ends. Pass it down to every accessor the build uses — in this component, its parent (through the
/// dependency protocol) or its child — and they all share one instance per slot for this build.
public struct ObjectGraph: ~Copyable {
    let build: GraphBuild
}

/// The slots an open build filled, so that it can empty them when it ends.
@MainActor
final class GraphBuild {
    var filled: [Slot] = []
}

extension Scope {
    /// Builds one object graph: every graph-shared slot reached through `graph` — of any component —
    /// makes its value once for this build; when `build` returns the values are let go of, so the next
    /// build gets new instances.
    ///
    /// A build started inside another is a graph of its own; to join the outer build, pass its `graph`.
    public func buildGraph<Result>(_ build: (borrowing ObjectGraph) -> Result) -> Result {
        let open = GraphBuild()
        defer {
            for slot in open.filled { slot.forget(open) }
        }
        return build(ObjectGraph(build: open))
    }

    /// The instance in `slot` for the build `graph` belongs to, made by `make` on its first access in
    /// that build.
    public func graphShared<Value>(
        _ slot: GraphShared<Value>, in graph: borrowing ObjectGraph, _ make: () -> Value
    ) -> Value {
        if let value = slot.value(in: graph.build) { return value }
        let value = tree.make(slot, of: self, make)
        slot.keep(value, in: graph.build)
        tree.tracker?.instanceCreated(value, lifetime: .objectGraph, in: self)
        return value
    }
}

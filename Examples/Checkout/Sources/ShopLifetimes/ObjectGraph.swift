import Core

// object-graph: begin
/// An object-graph instance: everything made in one build of an object graph (`buildGraph`) shares it,
/// and the next build makes a new one. The slot keeps a value only while its build is open: when
/// `buildGraph` returns, only the objects of that graph hold it.
public final class GraphShared<Value> {
    /// The value of each open build that asked for this slot, innermost build last.
    var values: [(build: ObjectIdentifier, value: Value)] = []

    public init() {}
}

/// One build of an object graph, lent by `buildGraph`: the only way to reach graph-shared values. Borrowed
/// and `~Copyable`, it cannot be copied, stored or escape, so none is reached outside a build. Pass it to
/// every accessor the build uses, in any component, and they share one instance per slot.
public struct ObjectGraph: ~Copyable {
    let build: GraphBuild
}

/// What an open build must do when it ends: let go of the values it put in slots.
@MainActor
final class GraphBuild {
    var forgetters: [() -> Void] = []
}

extension Scope {
    /// Builds one object graph: every graph-shared slot reached through `graph`, in any component, makes
    /// its value once for this build; when `build` returns they are let go of. A build started inside
    /// another is a graph of its own; to join the outer one, pass its `graph`.
    public func buildGraph<Result>(_ build: (borrowing ObjectGraph) -> Result) -> Result {
        let open = GraphBuild()
        defer {
            for forget in open.forgetters { forget() }
        }
        return build(ObjectGraph(build: open))
    }

    /// The instance in `slot` for the build `graph` belongs to, made by `make` on its first access there.
    public func graphShared<Value>(
        _ slot: GraphShared<Value>, in graph: borrowing ObjectGraph, _ make: () -> Value
    ) -> Value {
        let build = ObjectIdentifier(graph.build)
        if let kept = slot.values.last(where: { $0.build == build }) { return kept.value }
        let value = self.make(.custom("object-graph"), for: slot, keepsValue: false, make)
        slot.values.append((build, value))
        graph.build.forgetters.append { slot.values.removeAll { $0.build == build } }
        return value
    }
}
// object-graph: end

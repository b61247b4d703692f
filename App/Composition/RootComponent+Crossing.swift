import Core

extension RootComponent {
    /// An adapter through which one feature reaches another, made now (a factory) and told to Diagnostics
    /// as an edge wired in this run. Its type states its edge (`FeatureEdgeAdapter`), or this does not
    /// compile; `FeatureEdges.adapters` lists it for the graph, and a test that wires every edge fails,
    /// naming the adapter, when the list leaves it out.
    func crossing<Adapter: FeatureEdgeAdapter>(_ make: () -> Adapter) -> Adapter {
        let adapter = factory(make)
        observer?.wired(Adapter.self)
        return adapter
    }
}

// Claim: a graph-shared value cannot be reached outside a build: the build's graph cannot be kept.
// Expect: error: implicit conversion to 'ObjectGraph?' is consuming
// With: Examples/Checkout/Sources/ShopLifetimes/ObjectGraph.swift
//
// The object-graph lifetime is the checkout example's, written on Core's extension point. The graph is
// lent to the build's closure and cannot be copied or kept, and nothing else reaches a graph-shared slot.
// With `-D FIXED` the value is reached inside the build and the file compiles.

import Core

final class Snapshot {}

@MainActor
final class Root: BootstrapComponent {
    private let snapshotSlot = GraphShared<Snapshot>()

    func snapshot(in graph: borrowing ObjectGraph) -> Snapshot {
        graphShared(snapshotSlot, in: graph) { Snapshot() }
    }

    #if FIXED
        func page() -> (Snapshot, Snapshot)? {
            buildGraph { graph in (snapshot(in: graph), snapshot(in: graph)) }
        }
    #else
        var keptGraph: ObjectGraph?

        func page() -> (Snapshot, Snapshot)? {
            buildGraph { graph in keptGraph = graph }
            guard let graph = keptGraph else { return nil }
            return (snapshot(in: graph), snapshot(in: graph))
        }
    #endif
}

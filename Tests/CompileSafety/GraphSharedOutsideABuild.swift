// A fixture that must NOT compile: keeping a build's graph to reach graph-shared values after the build
// has ended. The graph is lent to the build's closure and cannot be copied or kept, and nothing else
// reaches a graph-shared slot. With `-D FIXED` the value is reached inside the build and the file compiles.

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

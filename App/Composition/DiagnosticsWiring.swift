import Composition
import Diagnostics
import GraphExport
import LifetimeDiagnostics

/// Diagnostics' needs: the tracker and where the data is kept, from outside; the edges between the app's
/// features and their uses, read from the root's crossings each time the screen is shown.
@MainActor
struct DiagnosticsWiring: DiagnosticsDependency {
    let tracker: LifetimeTracker?
    let storeLocation: String
    let crossings: Crossings

    var edges: [FeatureEdge] { FeatureEdge.edges(of: crossings.every) }
    var edgeUses: [FeatureEdge: Int] { FeatureEdge.uses(of: crossings.used) }
}

extension FeatureEdge {
    /// The edge `crossing` crosses, named by the modules of the features it joins and what it crosses through.
    init(_ crossing: Crossing) {
        self.init(
            crossing.kind == .data ? .data : .navigation, from: crossing.using, to: crossing.reached,
            through: crossing.through)
    }

    /// The edges `crossings` cross, each once, sorted.
    static func edges(of crossings: [Crossing]) -> [FeatureEdge] {
        Array(Set(crossings.map(FeatureEdge.init))).sorted()
    }

    /// How many times each edge was used, from the uses of each crossing.
    static func uses(of uses: [Crossing: Int]) -> [FeatureEdge: Int] {
        Dictionary(uses.map { (FeatureEdge($0), $1) }, uniquingKeysWith: +)
    }
}

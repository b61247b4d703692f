import GraphExport
import LifetimeDiagnostics
import TerminalScreen

/// Diagnostics: where the data is kept, the live component tree, and each edge between features with how many
/// times this run used it, read from the tracker and the counts each time the screen is shown, so opening and
/// closing a flow visibly changes it.
@MainActor
final class DiagnosticsScreen: Screen {
    private let tracker: LifetimeTracker?
    private let edges: () -> [FeatureEdge]
    private let uses: () -> [FeatureEdge: Int]
    private let storeLocation: String

    init(
        tracker: LifetimeTracker?, edges: @escaping () -> [FeatureEdge], uses: @escaping () -> [FeatureEdge: Int],
        storeLocation: String
    ) {
        (self.tracker, self.edges, self.uses, self.storeLocation) = (tracker, edges, uses, storeLocation)
    }

    let title = "Diagnostics"
    var feature: String { String(#fileID.prefix { $0 != "/" }) }
    let request = ScreenRequest.choices([])

    var content: [String] {
        let data = ["Data: \(storeLocation)", ""]
        guard let tracker else { return data + ["Lifetime tracking is off."] }
        let uses = uses()
        let report = DiagnosticsReport(
            records: tracker.records, captive: tracker.captive, outlived: tracker.outlived,
            remade: tracker.remadeShared, edges: edges().map { ($0, uses[$0, default: 0]) })
        return data + report.lines
    }
}

import GraphExport
import LifetimeDiagnostics
import TerminalScreen

/// Diagnostics: where it was opened from and where the data is kept, the live component tree, and each edge
/// between features with how many times this run used it, read from the tracker and the counts each time
/// the screen is shown, so opening and closing a flow visibly changes it.
@MainActor
public final class DiagnosticsScreen: Screen {
    private let tracker: LifetimeTracker?
    private let edges: [FeatureEdge]
    private let uses: () -> [FeatureEdge: Int]
    private let openedFrom: String
    private let storeLocation: String

    /// The screen over `tracker` (`nil` when nothing is tracked), the `edges` the app declares, and `uses`,
    /// how many times this run has used each so far; `openedFrom` is the link of the screen below it.
    public init(
        tracker: LifetimeTracker?, edges: [FeatureEdge], uses: @escaping () -> [FeatureEdge: Int],
        openedFrom: String, storeLocation: String
    ) {
        self.tracker = tracker
        self.edges = edges
        self.uses = uses
        self.openedFrom = openedFrom
        self.storeLocation = storeLocation
    }

    public let title = "Diagnostics"
    public var feature: String { String(#fileID.prefix { $0 != "/" }) }
    public let request = ScreenRequest.choices([])

    public var content: [String] {
        let from = openedFrom.isEmpty ? "the main menu" : "feature-graph open \(openedFrom)"
        let data = ["Opened from: \(from)", "Data: \(storeLocation)", ""]
        guard let tracker else { return data + ["Lifetime tracking is off."] }
        let uses = uses()
        let report = DiagnosticsReport(
            records: tracker.records, captive: tracker.captive, outlived: tracker.outlived,
            remade: tracker.remadeShared, edges: edges.map { ($0, uses[$0, default: 0]) })
        return data + report.lines
    }
}

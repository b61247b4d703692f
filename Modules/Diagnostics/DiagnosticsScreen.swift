import GraphExport
import LifetimeDiagnostics
import TerminalScreen

/// Diagnostics: where the data is kept, the live component tree, and each edge between features with how
/// many times this run wired it, read from the tracker and the counts each time the screen is shown, so
/// opening and closing a flow visibly changes it.
@MainActor
public final class DiagnosticsScreen: Screen {
    private let tracker: LifetimeTracker?
    private let edges: [FeatureEdge]
    private let wiredEdges: () -> [FeatureEdge: Int]
    private let storeLocation: String

    /// The screen over `tracker` (`nil` when nothing is tracked), the `edges` the app declares, and
    /// `wiredEdges`, how many times this run has wired each so far.
    public init(
        tracker: LifetimeTracker?, edges: [FeatureEdge], wiredEdges: @escaping () -> [FeatureEdge: Int],
        storeLocation: String
    ) {
        self.tracker = tracker
        self.edges = edges
        self.wiredEdges = wiredEdges
        self.storeLocation = storeLocation
    }

    public let title = "Diagnostics"
    public var feature: String { String(#fileID.prefix { $0 != "/" }) }
    public let request = ScreenRequest.choices([])

    public var content: [String] {
        let data = ["Data: \(storeLocation)", ""]
        guard let tracker else { return data + ["Lifetime tracking is off."] }
        let report = DiagnosticsReport(
            records: tracker.records, captive: tracker.captive, outlived: tracker.outlived,
            remade: tracker.remadeShared,
            edges: edges.map { ($0, wiredEdges()[$0, default: 0]) })
        return data + report.lines
    }
}

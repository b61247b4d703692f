import LifetimeDiagnostics
import TerminalScreen

/// Diagnostics: where the data is kept, and the live component tree, read from the tracker each time the
/// screen is shown, so opening and closing a flow visibly changes it.
@MainActor
final class DiagnosticsScreen: Screen {
    private let tracker: LifetimeTracker?
    private let storeLocation: String

    init(tracker: LifetimeTracker?, storeLocation: String) {
        self.tracker = tracker
        self.storeLocation = storeLocation
    }

    let title = "Diagnostics"
    let request = ScreenRequest.choices([])

    var content: [String] {
        let data = ["Data: \(storeLocation)", ""]
        guard let tracker else { return data + ["Lifetime tracking is off."] }
        return data + DiagnosticsReport(records: tracker.records, outlived: tracker.outlived).lines
    }
}

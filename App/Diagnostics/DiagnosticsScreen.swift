import LifetimeDiagnostics
import TerminalScreen

/// Diagnostics: where the data is kept, the live component tree and the feature edges wired so far, read
/// from the app's observer each time the screen is shown, so opening and closing a flow visibly changes it.
@MainActor
final class DiagnosticsScreen: Screen {
    private let observer: AppObserver?
    private let storeLocation: String

    init(observer: AppObserver?, storeLocation: String) {
        self.observer = observer
        self.storeLocation = storeLocation
    }

    let title = "Diagnostics"
    let request = ScreenRequest.choices([])

    var content: [String] {
        let data = ["Data: \(storeLocation)", ""]
        guard let observer else { return data + ["Lifetime tracking is off."] }
        let tracker = observer.tracker
        return data
            + DiagnosticsReport(
                records: tracker.records, outlived: tracker.outlived, remade: tracker.remadeShared,
                edges: observer.wiredEdges
            )
            .lines
    }
}

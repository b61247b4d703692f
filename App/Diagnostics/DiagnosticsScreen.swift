import Core
import TerminalScreen

/// Diagnostics: the live component tree, read from the tracker each time the screen is shown, so opening
/// and closing a flow visibly changes it.
@MainActor
final class DiagnosticsScreen: Screen {
    private let tracker: LifetimeTracker?

    /// A screen over `tracker`, the root's.
    init(tracker: LifetimeTracker?) {
        self.tracker = tracker
    }

    let title = "Diagnostics"
    let request = ScreenRequest.choices([])

    var content: [String] {
        guard let tracker else { return ["Lifetime tracking is off."] }
        return DiagnosticsReport(records: tracker.records, outlived: tracker.outlived).lines
    }

}

import TerminalScreen

/// View as: choose the viewer's relationship to the owner; a choice starts a fresh session.
@MainActor
final class ViewAsScreen: ProfileFeatureScreen {
    private let viewer: PrivacyLevel
    private let switchViewer: (PrivacyLevel) -> Void

    init(viewer: PrivacyLevel, switchViewer: @escaping (PrivacyLevel) -> Void) {
        self.viewer = viewer
        self.switchViewer = switchViewer
    }

    let title = "View as"
    var content: [String] { ["Now viewing as: \(viewer.viewerTitle)"] }
    var request: ScreenRequest {
        .choices(
            PrivacyLevel.allCases.map { level in
                ScreenChoice("\(level.rawValue + 1)", level.viewerTitle) {
                    self.switchViewer(level)
                    return .close(notice: "Now viewing as \(level.viewerTitle).")
                }
            })
    }
}

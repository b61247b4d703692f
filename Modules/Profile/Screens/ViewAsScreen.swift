import Core
import TerminalScreen

/// View as: choose the viewer's relationship to the owner; a choice starts a fresh session.
@MainActor
public final class ViewAsScreen: Screen {
    private let viewer: ViewerSelection
    private let switchViewer: (PrivacyLevel) -> Void

    /// The View as screen, showing `viewer` and calling `switchViewer` with the level chosen.
    public init(viewer: ViewerSelection, switchViewer: @escaping (PrivacyLevel) -> Void) {
        self.viewer = viewer
        self.switchViewer = switchViewer
    }

    /// `View as`.
    public let title = "View as"

    /// Who is viewing now.
    public var content: [String] { ["Now viewing as: \(viewer.level.viewerTitle)"] }

    /// `1 Everyone`, `2 Friend`, `3 Close friend`: each switches the viewer and returns to the profile.
    public var request: ScreenRequest {
        .choices(
            PrivacyLevel.allCases.map { level in
                ScreenChoice("\(level.rawValue + 1)", level.viewerTitle) {
                    self.switchViewer(level)
                    return .close(notice: "Now viewing as \(level.viewerTitle).")
                }
            })
    }
}

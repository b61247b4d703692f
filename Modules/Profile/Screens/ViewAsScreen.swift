import TerminalScreen

/// View as: choose the viewer's relationship to the owner; a choice starts a fresh session.
@MainActor
final class ViewAsScreen: ProfileFeatureScreen {
    private let viewing: ProfileViewing

    init(viewing: ProfileViewing) {
        self.viewing = viewing
    }

    let title = "View as"
    var content: [String] { ["Now viewing as: \(viewing.viewer.viewerTitle)"] }
    var request: ScreenRequest {
        .choices(
            PrivacyLevel.allCases.map { level in
                ScreenChoice("\(level.rawValue + 1)", level.viewerTitle) {
                    self.viewing.view(as: level)
                    return .close(notice: "Now viewing as \(level.viewerTitle).")
                }
            })
    }
}

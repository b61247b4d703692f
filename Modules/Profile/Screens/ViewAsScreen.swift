import Core
import TerminalScreen

/// View as: choose the viewer's relationship to the owner; a choice starts a fresh session.
@MainActor
public final class ViewAsScreen: Screen {
    private let profile: ProfileComponent

    /// The View as screen of `profile`.
    public init(profile: ProfileComponent) {
        self.profile = profile
    }

    /// `View as`.
    public let title = "View as"

    /// Who is viewing now.
    public var content: [String] { ["Now viewing as: \(profile.viewerSelection.level.viewerTitle)"] }

    /// `1 Everyone`, `2 Friend`, `3 Close friend`.
    public let request = ScreenRequest.choices(
        PrivacyLevel.allCases.map { ScreenChoice("\($0.rawValue + 1)", $0.viewerTitle) })

    /// Switches the viewer and returns to the profile.
    public func handle(_ line: String) -> ScreenOutcome {
        guard let number = Int(line), let level = PrivacyLevel(rawValue: number - 1) else { return .stay() }
        profile.switchViewer(to: level)
        return .close(notice: "Now viewing as \(level.viewerTitle).")
    }
}

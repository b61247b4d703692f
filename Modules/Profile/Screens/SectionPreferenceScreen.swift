import Core
import TerminalScreen

/// One section's preference: who may see it, from everyone to close friends only.
@MainActor
public final class SectionPreferenceScreen: Screen {
    private let section: ProfileSection
    private let preferences: PrivacyPreferencesModel

    /// The screen for `section` over `preferences`.
    public init(section: ProfileSection, preferences: PrivacyPreferencesModel) {
        self.section = section
        self.preferences = preferences
    }

    /// The section's title.
    public var title: String { section.title }

    /// Who may see it now.
    public var content: [String] { ["Visible to: \(preferences.preferences[section].audienceTitle)"] }

    /// `1 Everyone`, `2 Friends only`, `3 Close friends only`.
    public let request = ScreenRequest.choices(
        PrivacyLevel.allCases.map { ScreenChoice("\($0.rawValue + 1)", $0.audienceTitle) })

    /// Sets the section's audience, saves, and returns to the list.
    public func handle(_ line: String) -> ScreenOutcome {
        guard let number = Int(line), let level = PrivacyLevel(rawValue: number - 1) else { return .stay() }
        let change = "\(section.title): \(level.audienceTitle.lowercased())"
        switch preferences.set(level, for: section) {
        case .saved:
            return .close(notice: "\(change). Saved.")
        case .keptForThisSession(let reason):
            return .close(notice: "\(change). \(reason); kept for this session only.")
        }
    }
}

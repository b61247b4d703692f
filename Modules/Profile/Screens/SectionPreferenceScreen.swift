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

    /// `1 Everyone`, `2 Friends only`, `3 Close friends only`: each sets the section's audience.
    public var request: ScreenRequest {
        .choices(
            PrivacyLevel.allCases.map { level in
                ScreenChoice("\(level.rawValue + 1)", level.audienceTitle) { self.choose(level) }
            })
    }

    /// Sets the section's audience, saves, and returns to the list.
    private func choose(_ level: PrivacyLevel) -> ScreenOutcome {
        let change = "\(section.title): \(level.audienceTitle.lowercased())"
        switch preferences.set(level, for: section) {
        case .saved:
            return .close(notice: "\(change). Saved.")
        case .keptForThisSession(let reason):
            return .close(notice: "\(change). \(reason); kept for this session only.")
        }
    }
}

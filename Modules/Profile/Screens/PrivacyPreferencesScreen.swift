import Core
import TerminalScreen

/// Privacy preferences: each section with who may see it; a section opens its choice.
@MainActor
public final class PrivacyPreferencesScreen: Screen {
    private let preferences: PrivacyPreferencesModel

    /// The screen over `preferences`.
    public init(preferences: PrivacyPreferencesModel) {
        self.preferences = preferences
    }

    /// `Privacy preferences`.
    public let title = "Privacy preferences"

    /// Who may see each section now.
    public var content: [String] {
        ProfileSection.allCases.map { "\($0.title): \(preferences.preferences[$0].audienceTitle)" }
    }

    /// `1 Photos` … `5 Messages`: each opens that section's choice.
    public var request: ScreenRequest {
        .choices(
            ProfileSection.allCases.enumerated().map { offset, section in
                ScreenChoice("\(offset + 1)", section.title) {
                    .open(SectionPreferenceScreen(section: section, preferences: self.preferences))
                }
            })
    }
}

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

    /// `1 Photos` … `5 Messages`.
    public let request = ScreenRequest.choices(
        ProfileSection.allCases.enumerated().map { ScreenChoice("\($0.offset + 1)", $0.element.title) })

    /// Opens the chosen section's screen.
    public func handle(_ line: String) -> ScreenOutcome {
        guard let number = Int(line), ProfileSection.allCases.indices.contains(number - 1) else { return .stay() }
        return .open(SectionPreferenceScreen(section: ProfileSection.allCases[number - 1], preferences: preferences))
    }
}

import TerminalScreen

/// Privacy preferences: each section with who may see it; a section opens its choice.
@MainActor
final class PrivacyPreferencesScreen: Screen {
    private let store: PrivacyPreferencesModel

    init(store: PrivacyPreferencesModel) {
        self.store = store
    }

    let title = "Privacy preferences"
    var content: [String] {
        ProfileSection.allCases.map { "\($0.title): \(store.preferences[$0].audienceTitle)" }
    }
    var request: ScreenRequest {
        .choices(
            ProfileSection.allCases.enumerated().map { offset, section in
                ScreenChoice("\(offset + 1)", section.title) {
                    .open(SectionPreferenceScreen(section: section, store: self.store))
                }
            })
    }
}

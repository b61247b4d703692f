import TerminalScreen

/// Privacy preferences: each section with who may see it; a section opens its choice, and the last choice
/// puts every section back to its default.
@MainActor
final class PrivacyPreferencesScreen: ProfileFeatureScreen {
    private let store: PrivacyPreferencesModel

    init(store: PrivacyPreferencesModel) {
        self.store = store
    }

    let title = "Privacy preferences"
    var content: [String] {
        ProfileSection.allCases.map { "\($0.title): \(store.preferences[$0].audienceTitle)" }
    }
    var request: ScreenRequest {
        let sections = ProfileSection.allCases.enumerated().map { offset, section in
            ScreenChoice("\(offset + 1)", section.title, opening: ProfileDestination.section(section))
        }
        let reset = ScreenChoice("\(sections.count + 1)", "Reset to defaults") {
            .stay(
                notice: .after(self.store.resetToDefaults()) { outcome in
                    switch outcome {
                    case .saved: "Every section is back to its default. Saved."
                    case .keptForThisSession(let reason):
                        "Every section is back to its default. \(reason); kept for this session only."
                    case .changedElsewhere:
                        "Not reset: another FeatureGraph changed the privacy preferences first."
                    }
                })
        }
        return .choices(sections + [reset])
    }
}

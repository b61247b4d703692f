import TerminalScreen

/// One section's preference: who may see it, from everyone to close friends only.
@MainActor
final class SectionPreferenceScreen: ProfileFeatureScreen {
    private let section: ProfileSection
    private let store: PrivacyPreferencesModel

    init(section: ProfileSection, store: PrivacyPreferencesModel) {
        self.section = section
        self.store = store
    }

    var title: String { section.title }
    var content: [String] { ["Visible to: \(store.preferences[section].audienceTitle)"] }
    var request: ScreenRequest {
        .choices(
            PrivacyLevel.allCases.map { level in
                ScreenChoice("\(level.rawValue + 1)", level.audienceTitle) { self.choose(level) }
            })
    }

    /// Sets the section's audience, saves, and returns to the list.
    private func choose(_ level: PrivacyLevel) -> ScreenOutcome {
        let change = "\(section.title): \(level.audienceTitle.lowercased())"
        return .close(
            notice: .after(store.set(level, for: section)) { outcome in
                switch outcome {
                case .saved: "\(change). Saved."
                case .keptForThisSession(let reason): "\(change). \(reason); kept for this session only."
                case .changedElsewhere: "\(change) was not saved: another FeatureGraph changed it first."
                }
            })
    }
}

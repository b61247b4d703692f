import Core
import Observation
import TerminalScreen

/// The owner's privacy preferences while the app runs: observable, so the profile follows a change at once.
@MainActor
@Observable
package final class PrivacyPreferencesModel {
    package private(set) var preferences: PrivacyPreferences

    @ObservationIgnored private let storage: any PrivacyPreferencesStorage

    /// A model holding the stored preferences, or the defaults when none are stored or they cannot be read.
    package init(storage: any PrivacyPreferencesStorage) {
        self.storage = storage
        self.preferences = storage.load() ?? .default
    }

    /// Lets `level` and closer see `section`, at once, and writes that section's change down, merged with
    /// what another run saved for the others (which the next visit's model reads).
    package func set(_ level: PrivacyLevel, for section: ProfileSection) -> Saving {
        preferences[section] = level
        return storage.save(level, for: section)
    }

    /// Puts every section back to its default level, at once, and writes that down.
    package func resetToDefaults() -> Saving {
        preferences = .default
        return storage.reset()
    }
}

import TerminalScreen

/// The owner's privacy preferences as the preferences screens read and change them: seed 004's
/// preferences store protocol. `PrivacyPreferencesModel` is the app's.
@MainActor
package protocol PreferencesStore: AnyObject {
    var preferences: PrivacyPreferences { get }
    /// Lets `level` and closer see `section` at once, and persists it.
    func set(_ level: PrivacyLevel, for section: ProfileSection) -> SaveOutcome
}

extension PrivacyPreferencesModel: PreferencesStore {}

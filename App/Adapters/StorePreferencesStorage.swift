import Persistence
import ProfileFeature

/// Satisfies the Profile feature's `PrivacyPreferencesStorage` with the app's key-value store.
@MainActor
struct StorePreferencesStorage: PrivacyPreferencesStorage {
    /// The key the privacy preferences are stored under.
    static let key = StoreKey<PrivacyPreferences>("privacy-preferences")

    let store: any KeyValueStore

    func loadPreferences() -> PrivacyPreferences? {
        store.value(for: Self.key)
    }

    func savePreferences(_ preferences: PrivacyPreferences) throws {
        try store.save(preferences, for: Self.key)
    }
}

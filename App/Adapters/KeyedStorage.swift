import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

/// One value under one key of the app's store: the adapter that satisfies each feature's storage
/// protocol. Features declare `load()` and `save(_:)` for their own value type; the App names the key,
/// and the features know nothing of files, keys or schema versions.
@MainActor
struct KeyedStorage<Value: Codable> {
    let store: any KeyValueStore
    let key: StoreKey<Value>

    func load() -> Value? {
        store.value(for: key)
    }

    func save(_ value: Value) throws {
        try store.save(value, for: key)
    }
}

extension KeyedStorage: QuoteStorage where Value == Quote {}
extension KeyedStorage: ScheduleStorage where Value == NotificationSchedule {}
extension KeyedStorage: PrivacyPreferencesStorage where Value == PrivacyPreferences {
    /// One section's level, merged under the store's lock with what is stored now.
    func save(_ level: PrivacyLevel, for section: ProfileSection) throws -> PrivacyPreferences {
        try store.update(key, default: .default) { $0[section] = level }
    }
}

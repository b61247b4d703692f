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

    /// The stored value, or `nil` when there is none or it could not be read.
    func load() -> Value? {
        store.value(for: key)
    }

    /// Stores `value`; a failure is a `StoreError` whose description is one line.
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

/// The keys of the app's store, one per persisted value.
enum StorageKeys {
    static let quote = StoreKey<Quote>("quote")
    static let schedule = StoreKey<NotificationSchedule>("notification-schedule")
    /// The privacy preferences: by section and level names since version 2; version 1 stored numbers.
    static let privacyPreferences = StoreKey<PrivacyPreferences>("privacy-preferences", version: 2) { _, payload in
        try PrivacyPreferences(migratingVersion1: payload)
    }
}

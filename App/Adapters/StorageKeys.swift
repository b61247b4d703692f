import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

enum StorageKeys {
    static let quote = StoreKey<Quote>("quote")
    static let schedule = StoreKey<NotificationSchedule>("notification-schedule")
    /// The privacy preferences: by section and level names since version 2; version 1 stored numbers.
    static let privacyPreferences = StoreKey<PrivacyPreferences>("privacy-preferences", version: 2) { _, payload in
        try PrivacyPreferences(migratingVersion1: payload)
    }
}

import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalScreen

/// One value under one key of the app's store: the adapter that satisfies each feature's storage
/// protocol. Features declare `load()` and `save(_:)` for their own value type; the App names the key,
/// and the features know nothing of files, keys or schema versions. The store writes in the background;
/// the `Saving` each save returns tells the feature how it went.
@MainActor
struct KeyedStorage<Value: Codable & Sendable> {
    let store: any KeyValueStore
    let key: StoreKey<Value>

    func load() -> Value? { store.value(for: key) }

    func save(_ value: Value) -> Saving { .of { store.save(value, for: key, completion: $0) } }
}

extension KeyedStorage: QuoteStorage where Value == Quote {}
extension KeyedStorage: ScheduleStorage where Value == NotificationSchedule {}
extension KeyedStorage: PrivacyPreferencesStorage where Value == PrivacyPreferences {
    /// One section's level, merged under the store's lock with what is stored then.
    func save(_ level: PrivacyLevel, for section: ProfileSection) -> Saving {
        .of { store.update(key, default: .default, { $0[section] = level }, completion: $0) }
    }

    /// Every section's default, under the store's lock, whatever is stored then.
    func reset() -> Saving {
        .of { store.update(key, default: .default, { $0 = .default }, completion: $0) }
    }
}

extension Saving {
    /// The `Saving` of a store's write: `write` starts it, handing the store the completion that tells the
    /// outcome, a failure in the store's own words.
    static func of<Stored>(_ write: (_ completion: @escaping @Sendable (Result<Stored, StoreError>) -> Void) -> Void)
        -> Saving
    {
        let saving = Saving()
        write { result in
            switch result {
            case .success: saving.resolve(.saved)
            case .failure(let error): saving.resolve(.kept(because: error))
            }
        }
        return saving
    }
}

/// Where the privacy preferences are kept between runs. The feature owns this protocol; the App satisfies
/// it with an adapter over its store.
@MainActor
public protocol PrivacyPreferencesStorage {
    /// The saved preferences, or `nil` when none were saved or they could not be read.
    func load() -> PrivacyPreferences?

    /// Persists `preferences`; throws an error whose description is one line for the user.
    func save(_ preferences: PrivacyPreferences) throws
}

/// Where the privacy preferences are kept between runs. The feature owns this protocol; the App satisfies
/// it with an adapter over its store.
@MainActor
public protocol PrivacyPreferencesStorage {
    /// The saved preferences, or `nil` when none were saved or they could not be read.
    func load() -> PrivacyPreferences?

    /// Persists `level` for `section` alone, keeping what another run saved for the other sections since
    /// this one loaded, and returns the preferences now stored; throws an error whose description is one
    /// line for the user.
    func save(_ level: PrivacyLevel, for section: ProfileSection) throws -> PrivacyPreferences
}

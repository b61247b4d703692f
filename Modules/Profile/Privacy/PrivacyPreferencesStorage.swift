import TerminalScreen

/// Where the privacy preferences are kept between runs. The feature owns this protocol; the App satisfies
/// it with an adapter over its store.
@MainActor
public protocol PrivacyPreferencesStorage {
    /// The saved preferences, or `nil` when none were saved or they could not be read.
    func load() -> PrivacyPreferences?

    /// Writes `level` down for `section` alone, keeping what another run saved for the other sections
    /// since this one loaded, in the background when the disk or another process makes it wait; the
    /// `Saving` returned tells how it went, in one line for the user when it did not.
    func save(_ level: PrivacyLevel, for section: ProfileSection) -> Saving

    /// Writes every section's default level, over what any run saved, in the background; the `Saving` tells
    /// how it went.
    func reset() -> Saving
}

import ProfileFeature
import TerminalScreen

/// Privacy preferences kept in memory for as long as the fake lives: what it holds at first, each save recorded
/// and written before it returns, or every save failing when told.
@MainActor
public final class FakePreferencesStorage: PrivacyPreferencesStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/privacy-preferences.json: Disk full" }
    }

    public var stored: PrivacyPreferences?
    public var failsToSave = false
    public private(set) var saved: [PrivacyPreferences] = []

    public init(stored: PrivacyPreferences? = nil) {
        self.stored = stored
    }

    public func load() -> PrivacyPreferences? { stored }

    public func save(_ level: PrivacyLevel, for section: ProfileSection) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        var preferences = stored ?? .default
        preferences[section] = level
        saved.append(preferences)
        stored = preferences
        return Saving(.saved)
    }

    public func reset() -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        saved.append(.default)
        stored = .default
        return Saving(.saved)
    }
}

/// Decides what a viewer sees: it compares the session's viewer with the owner's live preferences. It
/// reads the preferences through Observation, so whatever is derived from it follows a change.
@MainActor
public final class ProfileContentProvider {
    /// Who is looking, for this session.
    public let viewer: PrivacyLevel
    private let preferences: PrivacyPreferencesModel

    /// A provider for `viewer` over `preferences`.
    public init(viewer: PrivacyLevel, preferences: PrivacyPreferencesModel) {
        self.viewer = viewer
        self.preferences = preferences
    }

    /// What this viewer may see now.
    public func snapshot() -> PrivacySnapshot {
        PrivacySnapshot(viewer: viewer, preferences: preferences.preferences)
    }
}

/// The viewer and the preferences as one build of the profile sees them: the header and the sections of
/// one build read one snapshot, so they can never disagree about what shows.
package struct PrivacySnapshot: Sendable {
    package let viewer: PrivacyLevel
    /// The preferences at the moment of the build.
    package let preferences: PrivacyPreferences

    package init(viewer: PrivacyLevel, preferences: PrivacyPreferences) {
        self.viewer = viewer
        self.preferences = preferences
    }

    /// Whether the viewer may see `section`: their level is at least the one its preference asks for.
    package func shows(_ section: ProfileSection) -> Bool {
        viewer >= preferences[section]
    }
}

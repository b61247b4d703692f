/// Who looks at the profile during one visit: View as and Sign out change it, and the visit's Profile
/// screen, which it holds weakly, starts a new session for the viewer each time, the old one going with
/// everything in it.
@MainActor
package final class ProfileViewing {
    package private(set) var viewer = PrivacyLevel.everyone
    weak var screen: ProfileScreen?

    package init() {}

    /// Starts a session for `viewer`, whether or not it was viewing already (Sign out starts afresh).
    package func view(as viewer: PrivacyLevel) {
        self.viewer = viewer
        screen?.startSession(for: viewer)
    }
}

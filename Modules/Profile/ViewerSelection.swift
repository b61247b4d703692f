import Observation

/// Who is viewing the profile, as chosen in View as; observable, so the profile follows a switch.
@MainActor
@Observable
public final class ViewerSelection {
    /// The viewer chosen now; everyone until the user picks another.
    public fileprivate(set) var level = PrivacyLevel.everyone

    /// How many sessions have ended: the profile page reads it, so ending a session (a switch of viewer,
    /// or signing out while already viewing as everyone) draws the page again, from a new session.
    public fileprivate(set) var endedSessions = 0

    /// A selection of everyone.
    public init() {}
}

extension ProfileComponent {
    /// Switches the viewer: discards the session scope and everything in it; the next access builds a
    /// fresh session for `level`.
    package func switchViewer(to level: PrivacyLevel) {
        // Set only on a change, so that observers of the level hear of real changes alone; the page
        // follows every end of session (a sign-out as Everyone too) through `endedSessions`.
        if viewerSelection.level != level { viewerSelection.level = level }
        endSession()
    }

    /// Signs out: ends the viewer's session and everything in it, and the viewer is everyone again.
    package func signOut() {
        switchViewer(to: .everyone)
    }

    /// Discards the session scope; the next access makes a new one, and the page drawn for the old one
    /// is drawn again, which lets go of it.
    func endSession() {
        discardSession()
        viewerSelection.endedSessions += 1
    }
}

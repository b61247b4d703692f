import Observation

/// Who is viewing the profile, as chosen in View as; observable, so the profile follows a switch.
@MainActor
@Observable
public final class ViewerSelection {
    /// The viewer chosen now; everyone until the user picks another.
    public fileprivate(set) var level = PrivacyLevel.everyone

    /// A selection of everyone.
    public init() {}
}

extension ProfileComponent {
    /// Switches the viewer: discards the session scope and everything in it; the next access builds a
    /// fresh session for `level`.
    package func switchViewer(to level: PrivacyLevel) {
        viewerSelection.level = level
        endSession()
    }
}

import Core

/// The Profile screen: the page as the current viewer sees it. Its content is derived through
/// Observation: a change of preference, viewer or favourite quote shows the next time the screen is drawn,
/// with nothing refreshed by hand, and an unchanged profile is not built again.
@MainActor
public final class ProfileScreen: Screen {
    private let profile: ProfileComponent
    private let page: ObservedContent<SessionPage>

    /// The screen of `profile`'s current session.
    public init(profile: ProfileComponent) {
        self.profile = profile
        self.page = ObservedContent {
            // Reading the viewer here makes a switch re-derive the page, from the new session.
            _ = profile.viewerSelection.level
            let session = profile.session
            return SessionPage(session: session, lines: session.buildPage().lines)
        }
    }

    /// `Profile`.
    public let title = "Profile"

    /// The page's lines.
    public var content: [String] { page.value.lines }

    /// `1 View as…`, `2 Privacy preferences`.
    public let request = ScreenRequest.choices([
        ScreenChoice("1", "View as\u{2026}"), ScreenChoice("2", "Privacy preferences"),
    ])

    /// Opens View as or Privacy preferences.
    public func handle(_ line: String) -> ScreenOutcome {
        line == "1" ? .open(profile.viewAsScreen) : .open(profile.privacyPreferencesScreen)
    }
}

/// A drawn page and the session it was drawn for: what is on screen holds what is open, so the session
/// lives while its page is shown and goes when a switch of viewer draws the page again.
@MainActor
private struct SessionPage {
    let session: ProfileSessionComponent
    let lines: [String]
}

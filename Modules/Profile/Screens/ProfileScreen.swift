import Core
import TerminalScreen

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
            // Reading these here makes a switch of viewer or a sign-out re-derive the page, from the new
            // session.
            _ = profile.viewerSelection.level
            _ = profile.viewerSelection.endedSessions
            let session = profile.session
            return SessionPage(session: session, lines: session.buildPage().lines)
        }
    }

    /// `Profile`.
    public let title = "Profile"

    /// The page's lines.
    public var content: [String] { page.value.lines }

    /// `1 View as…`, `2 Privacy preferences`, `3 Sign out`.
    public let request = ScreenRequest.choices([
        ScreenChoice("1", "View as\u{2026}"), ScreenChoice("2", "Privacy preferences"), ScreenChoice("3", "Sign out"),
    ])

    /// Opens View as or Privacy preferences, or signs out; any other key changes nothing.
    public func handle(_ line: String) -> ScreenOutcome {
        switch line {
        case "1": return .open(profile.viewAsScreen)
        case "2": return .open(profile.privacyPreferencesScreen)
        case "3":
            profile.signOut()
            return .stay(notice: "Signed out; viewing as Everyone.")
        default: return .stay()
        }
    }
}

/// A drawn page and the session it was drawn for: what is on screen holds what is open, so the session
/// lives while its page is shown and goes when a switch of viewer draws the page again.
@MainActor
private struct SessionPage {
    let session: ProfileSessionComponent
    let lines: [String]
}

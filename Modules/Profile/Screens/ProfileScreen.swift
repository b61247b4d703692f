import Core
import TerminalScreen

/// The Profile screen: the page as the current viewer sees it. Its content is derived through
/// Observation: a change of preference, viewer or favourite quote shows the next time the screen is drawn,
/// with nothing refreshed by hand, and an unchanged profile is not built again.
///
/// It gets only what it uses: the viewer selection it follows, a way to draw the current session's page,
/// and what its three choices do — never the Profile component itself.
@MainActor
public final class ProfileScreen: Screen {
    private let page: ObservedContent<SessionPage>
    private let openViewAs: () -> any Screen
    private let openPreferences: () -> any Screen
    private let signOut: () -> Void

    /// A screen following `viewer`, drawing `drawPage()` — the current session and its page's lines —
    /// and opening `openViewAs()` or `openPreferences()`, or calling `signOut()`, for its choices.
    public init(
        viewer: ViewerSelection, drawPage: @escaping () -> (session: AnyObject, lines: [String]),
        openViewAs: @escaping () -> any Screen, openPreferences: @escaping () -> any Screen,
        signOut: @escaping () -> Void
    ) {
        self.openViewAs = openViewAs
        self.openPreferences = openPreferences
        self.signOut = signOut
        self.page = ObservedContent {
            // Every switch of viewer and every sign-out ends the session; reading the count of ended
            // sessions here makes each of them re-derive the page, from the new session.
            _ = viewer.endedSessions
            let drawn = drawPage()
            return SessionPage(session: drawn.session, lines: drawn.lines)
        }
    }

    /// `Profile`.
    public let title = "Profile"

    /// The page's lines.
    public var content: [String] { page.value.lines }

    /// `1 View as…`, `2 Privacy preferences`, `3 Sign out`.
    public var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "View as\u{2026}") { .open(self.openViewAs()) },
            ScreenChoice("2", "Privacy preferences") { .open(self.openPreferences()) },
            ScreenChoice("3", "Sign out") {
                self.signOut()
                return .stay(notice: "Signed out; viewing as Everyone.")
            },
        ])
    }
}

/// A drawn page and the session it was drawn for: what is on screen holds what is open, so the session
/// lives while its page is shown and goes when a switch of viewer draws the page again.
@MainActor
private struct SessionPage {
    let session: AnyObject
    let lines: [String]
}

import TerminalScreen

/// The Profile screen: the page as the current viewer may see it. It holds that viewer's session, through
/// its content provider, and replaces it when the viewer changes or signs out: the old session and
/// everything in it are released at once. The page is derived through Observation, so a change of
/// preference or of the favourite quote shows the next time the screen is drawn, with nothing refreshed
/// by hand.
@MainActor
package final class ProfileScreen: ProfileFeatureScreen {
    /// One viewer's provider and the page derived from it: replaced whole, so nothing of the old session
    /// stays behind.
    @MainActor
    private struct Session {
        let provider: any ProfileContentProvider
        let page: ObservedContent<ProfilePage>

        init(_ provider: any ProfileContentProvider) {
            self.provider = provider
            page = ObservedContent { provider.page() }
        }
    }

    private var session: Session
    private let startSession: (PrivacyLevel) -> any ProfileContentProvider
    private let openPreferences: () -> any Screen
    private let quoteEditor: any FavouriteQuoteEditorRoute

    /// A screen that shows the session `startSession` starts for everyone, and opens `openPreferences()`
    /// and the favourite quote's editor, which another feature owns.
    package init(
        startSession: @escaping (PrivacyLevel) -> any ProfileContentProvider,
        openPreferences: @escaping () -> any Screen, quoteEditor: any FavouriteQuoteEditorRoute
    ) {
        self.startSession = startSession
        self.openPreferences = openPreferences
        self.quoteEditor = quoteEditor
        session = Session(startSession(.everyone))
    }

    package let title = "Profile"
    package var content: [String] { session.page.value.lines }
    package var loading: Task<Void, Never>? { session.provider.loading }
    package var request: ScreenRequest {
        let retry = ScreenChoice("5", "Try again") {
            self.session.provider.retry()
            return .stay()
        }
        return .choices(
            [
                ScreenChoice("1", "View as\u{2026}") {
                    .open(ViewAsScreen(viewer: self.session.provider.viewer) { self.switchViewer(to: $0) })
                },
                ScreenChoice("2", "Privacy preferences") { .open(self.openPreferences()) },
                ScreenChoice("3", "Sign out") {
                    self.switchViewer(to: .everyone)
                    return .stay(notice: "Signed out; viewing as Everyone.")
                },
                ScreenChoice("4", "Edit favourite quote") { .open(self.quoteEditor.favouriteQuoteEditor()) },
            ] + (session.page.value.failed ? [retry] : []))
    }

    /// Ends the current session and starts one for `viewer`.
    private func switchViewer(to viewer: PrivacyLevel) {
        session = Session(startSession(viewer))
    }
}

import TerminalScreen

/// The Profile screen: the page as the current viewer may see it. It holds that viewer's session through its
/// provider, replaced whole (and released) when the viewer changes or signs out; the page follows a change of
/// preference or quote through Observation.
@MainActor
package final class ProfileScreen: ProfileFeatureScreen {
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
    private let viewing: ProfileViewing
    private let startSession: (PrivacyLevel) -> any ProfileContentProvider

    package init(viewing: ProfileViewing, startSession: @escaping (PrivacyLevel) -> any ProfileContentProvider) {
        self.viewing = viewing
        self.startSession = startSession
        session = Session(startSession(viewing.viewer))
        viewing.screen = self
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
                ScreenChoice("1", "View as\u{2026}", opening: ProfileDestination.viewAs),
                ScreenChoice("2", "Privacy preferences", opening: ProfileDestination.privacy),
                ScreenChoice("3", "Sign out") {
                    self.viewing.view(as: .everyone)
                    return .stay(notice: "Signed out; viewing as Everyone.")
                },
                ScreenChoice("4", "Edit favourite quote", opening: ProfileDestination.editQuote),
            ] + (session.page.value.failed ? [retry] : []))
    }

    /// Ends the current session and starts one for `viewer`.
    func startSession(for viewer: PrivacyLevel) {
        session = Session(startSession(viewer))
    }
}

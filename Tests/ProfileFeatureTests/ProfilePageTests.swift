import Core
import Locking
import Observation
import ProfileFakes
import ProfileFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct ProfilePageTests {
    @Test func whatAViewerSeesFollowsThePreferences() {
        let profile = ProfileUnderTest().profile
        _ = profile.preferencesModel.set(.closeFriend, for: .posts)
        _ = profile.preferencesModel.set(.friend, for: .videoCalls)
        _ = profile.preferencesModel.set(.friend, for: .photos)

        let lines = profile.session(for: .friend).page(of: ProfileUnderTest.grace).build().lines

        #expect(lines.contains("Message: offered \u{00B7} Video call: offered"))
        #expect(lines.contains("Friends (1): Ada"))
        #expect(lines.contains("Photos (1): Moth"))
        #expect(lines.contains("Posts: hidden (close friends only)"))
    }

    /// The quote is the root's member, read three levels down: Profile and the session forward it.
    @Test func theHeaderShowsTheFavouriteQuoteFromItsSource() {
        let given = ProfileUnderTest()
        let page = given.profile.session(for: .everyone).page(of: ProfileUnderTest.grace)
        #expect(page.path == "^->FakeRoot->Profile->ProfileSession->ProfilePage")
        #expect(
            page.build().lines.contains(
                "Favourite quote: \u{201C}Simplicity is prerequisite for reliability.\u{201D} \u{2014} Edsger W. Dijkstra"
            ))
    }

    @Test func observationFiresWhenAPreferenceChanges() async {
        let profile = ProfileUnderTest().profile
        let provider = profile.session(for: .everyone).contentProvider
        await ended(provider.loading)
        let fired = Flag()
        withObservationTracking {
            _ = provider.page()
        } onChange: {
            fired.raise()
        }

        _ = profile.preferencesModel.set(.everyone, for: .photos)

        #expect(fired.isRaised)
    }

    @Test func theProfileScreenFollowsAChangeWithNoRefresh() async {
        let profile = ProfileUnderTest().profile
        let screen = profile.profileScreen
        await ended(screen.loading)
        #expect(screen.content.contains("Photos: hidden (close friends only)"))

        _ = profile.preferencesModel.set(.everyone, for: .photos)

        #expect(screen.content.contains("Photos (1): Moth"))
    }

    @Test func anUnchangedProfileIsNotBuiltAgain() async {
        let given = ProfileUnderTest()
        let screen = given.profile.profileScreen
        await ended(screen.loading)
        _ = screen.content
        _ = screen.content
        #expect(given.quote.reads == 1)
    }

    /// The Profile screen depends on the content provider protocol alone: a stub draws it, with no
    /// component at all, as seed 004's previews do, and it follows who is viewing.
    @Test func theProfileScreenDrawsAStubProvider() {
        let viewing = ProfileViewing()
        let screen = ProfileScreen(viewing: viewing) { StubContentProvider(viewer: $0) }
        #expect(screen.content == ["Stub page for Everyone"])
        viewing.view(as: .friend)
        #expect(screen.content == ["Stub page for Friend"])
    }

    /// Profile reaches the quote's editor only through the route it declares, under its own segment, and
    /// comes back to itself.
    @Test func editFavouriteQuoteOpensTheRoutesDestinationAndBackReturnsToTheProfile() {
        let given = ProfileUnderTest()
        let stack = ScreenStack(ProfileDestination.profile, of: given.profile)
        let profile = stack.top
        stack.type("4")
        #expect((stack.top.title, stack.top.feature) == ("Edit quote", "Quote"))
        #expect(stack.navigation.link == "profile/edit-quote")
        #expect(given.fakes.quoteEditor.opened == 1)
        stack.type("b")
        #expect(stack.top === profile)
    }
}

/// A flag an Observation callback can raise from any thread.
private final class Flag: Sendable {
    private let raised = Locked(false)
    func raise() { raised.withLock { $0 = true } }
    var isRaised: Bool { raised.withLock { $0 } }
}

/// A provider whose page says only who is looking.
@MainActor
private final class StubContentProvider: ProfileContentProvider {
    let viewer: PrivacyLevel
    let loading: Task<Void, Never>? = nil
    init(viewer: PrivacyLevel) { self.viewer = viewer }
    func page() -> ProfilePage { ProfilePage(lines: ["Stub page for \(viewer.viewerTitle)"]) }
    func retry() {}
}

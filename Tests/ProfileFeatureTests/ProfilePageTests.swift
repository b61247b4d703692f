import Core
import Observation
import ProfileFeature
import Synchronization
import Testing

@MainActor
@Suite struct ProfilePageTests {
    @Test func whatAViewerSeesFollowsThePreferences() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        profile.switchViewer(to: .friend)
        _ = profile.preferencesModel.set(.closeFriend, for: .posts)
        _ = profile.preferencesModel.set(.friend, for: .videoCalls)
        _ = profile.preferencesModel.set(.friend, for: .photos)

        let lines = profile.session.buildPage().lines

        #expect(lines.contains("Message: offered \u{00B7} Video call: offered"))
        #expect(lines.contains("Friends (1): Ada"))
        #expect(lines.contains("Photos (1): Moth"))
        #expect(lines.contains("Posts: hidden (close friends only)"))
    }

    @Test func theHeaderAndTheSectionsOfOneBuildShareOneSnapshot() {
        let session = ProfileComponent(parent: FakeProfileParent()).session
        let first = session.buildPage()
        let second = session.buildPage()
        #expect(first.header.snapshot === first.sections.snapshot)
        #expect(first.header.snapshot !== second.header.snapshot)
    }

    @Test func theHeaderShowsTheFavouriteQuoteFromItsSource() {
        let parent = FakeProfileParent()
        let session = ProfileComponent(parent: parent).session
        #expect(
            session.buildPage().header.lines.contains(
                "Favourite quote: \u{201C}Simplicity is prerequisite for reliability.\u{201D} \u{2014} Edsger W. Dijkstra"
            ))
    }

    @Test func observationFiresWhenAPreferenceChanges() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        let provider = profile.session.contentProvider
        let fired = Flag()
        withObservationTracking {
            _ = provider.snapshot()
        } onChange: {
            fired.raise()
        }

        _ = profile.preferencesModel.set(.everyone, for: .photos)

        #expect(fired.isRaised)
    }

    @Test func theProfileScreenFollowsAChangeWithNoRefresh() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        let screen = profile.profileScreen
        #expect(screen.content.contains("Photos: hidden (close friends only)"))

        _ = profile.preferencesModel.set(.everyone, for: .photos)

        #expect(screen.content.contains("Photos (1): Moth"))
    }

    @Test func anUnchangedProfileIsNotBuiltAgain() {
        let tracker = LifetimeTracker()
        var builds = 0
        tracker.onEvent = { if $0.kind == .created && $0.lifetime == .objectGraph { builds += 1 } }
        let screen = ProfileComponent(parent: FakeProfileParent(tracker: tracker)).profileScreen
        _ = screen.content
        _ = screen.content
        #expect(builds == 1)
    }
}

/// A flag an Observation callback can raise from any thread.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    func raise() { raised.withLock { $0 = true } }
    var isRaised: Bool { raised.withLock { $0 } }
}

import Core
import ProfileFeature
import TestSupport
import Testing

@MainActor
@Suite struct ProfileComponentTests {
    @Test func switchingViewerReleasesTheSessionAndEverythingInIt() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        let screen = profile.profileScreen
        _ = screen.content  // the drawn page holds the session it was drawn for
        weak let session = profile.session
        weak let provider = profile.session.contentProvider
        #expect(session != nil && provider != nil)

        profile.switchViewer(to: .closeFriend)
        _ = screen.content

        #expect(session == nil)
        #expect(provider == nil)
        #expect(profile.session.viewer == .closeFriend)
    }

    @Test(arguments: [PrivacyLevel.friend, .everyone])
    func signingOutEndsTheSessionAndEverythingInItAndTheViewerIsEveryone(viewer: PrivacyLevel) {
        let profile = ProfileComponent(parent: FakeProfileParent())
        profile.switchViewer(to: viewer)
        let screen = profile.profileScreen
        _ = screen.content
        weak let session = profile.session
        weak let provider = profile.session.contentProvider
        #expect(session != nil && provider != nil)

        let outcome = screen.handle("3")
        _ = screen.content

        guard case .stay(let notice) = outcome else {
            Issue.record("sign-out did not stay on the profile")
            return
        }
        #expect(notice == "Signed out; viewing as Everyone.")
        #expect(session == nil)
        #expect(provider == nil)
        #expect(profile.viewerSelection.level == .everyone)
        #expect(screen.content.contains("Viewing as: Everyone"))
    }

    @Test func aKeyTheProfileDoesNotOfferOpensNothing() {
        let screen = ProfileComponent(parent: FakeProfileParent()).profileScreen
        guard case .stay(nil) = screen.handle("9") else {
            Issue.record("an unoffered key did something")
            return
        }
    }

    @Test func nothingKeepsASessionThatNoPageShows() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        weak let session = profile.session
        #expect(session == nil)
    }

    @Test func theNextSessionIsForTheNewViewer() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        #expect(profile.session.viewer == .everyone)
        profile.switchViewer(to: .friend)
        #expect(profile.session.viewer == .friend)
        #expect(profile.session.path == "^->FakeRoot->Profile->Session")
    }

    @Test func theSessionStaysTheSameUntilTheViewerChanges() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        let session = profile.session
        #expect(profile.session === session)
    }

    @Test func aPreferenceChangeIsPersisted() {
        let parent = FakeProfileParent()
        let profile = ProfileComponent(parent: parent)
        #expect(profile.preferencesModel.set(.closeFriend, for: .friendsList) == .saved)
        #expect(parent.storage.saved.last?[.friendsList] == .closeFriend)
    }

    @Test func storedPreferencesAreLoadedAndAFailedSaveKeepsTheChange() {
        let parent = FakeProfileParent()
        parent.storage.stored = PrivacyPreferences([.posts: .closeFriend])
        parent.storage.failsToSave = true
        let model = ProfileComponent(parent: parent).preferencesModel
        #expect(model.preferences[.posts] == .closeFriend)
        #expect(
            model.set(.everyone, for: .messages)
                == .keptForThisSession(reason: "Could not save to /data/privacy-preferences.json: Disk full"))
        #expect(model.preferences[.messages] == .everyone)
    }

    /// Another run may have saved a preference meanwhile; a save shows it too, so both changes are seen.
    @Test func aSaveShowsWhatAnotherRunSavedMeanwhile() {
        let parent = FakeProfileParent()
        let model = ProfileComponent(parent: parent).preferencesModel
        parent.storage.stored = PrivacyPreferences([.photos: .everyone])
        #expect(model.set(.closeFriend, for: .posts) == .saved)
        #expect(model.preferences[.photos] == .everyone)
        #expect(model.preferences[.posts] == .closeFriend)
    }

    /// Each of the five sections has its key on the privacy screen, in order, the last one too.
    @Test(arguments: zip(1...5, ["Photos", "Friends list", "Posts", "Video calls", "Messages"]))
    func everySectionHasItsKey(key: Int, title: String) {
        let screen = ProfileComponent(parent: FakeProfileParent()).privacyPreferencesScreen
        #expect(Outcome(screen.handle("\(key)")) == .open(title))
    }
}

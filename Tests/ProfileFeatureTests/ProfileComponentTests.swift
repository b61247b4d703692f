import Core
import ProfileFeature
import TestSupport
import Testing

@MainActor
@Suite struct ProfileComponentTests {
    /// View as starts a session for the new viewer, and the old one goes at once, with everything in it.
    @Test func switchingViewerReleasesTheSessionAndEverythingInIt() {
        let observer = SpyObserver()
        let screen = ProfileComponent(parent: FakeProfileParent(observer: observer)).profileScreen
        _ = screen.content
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)

        let stack = ScreenStack(screen)
        stack.type(["1", "3"])

        #expect(observer.reports(startingWith: "released") == ["released ^->FakeRoot->Profile->ProfileSession"])
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)
        #expect(observer.aliveCount(of: "SessionContentProvider") == 1)
        #expect(screen.content.contains("Viewing as: Close friend"))
    }

    @Test(arguments: [PrivacyLevel.friend, .everyone])
    func signingOutEndsTheSessionAndEverythingInItAndTheViewerIsEveryone(viewer: PrivacyLevel) {
        let observer = SpyObserver()
        let stack = ScreenStack(ProfileComponent(parent: FakeProfileParent(observer: observer)).profileScreen)
        stack.type(["1", "\(viewer.rawValue + 1)"])
        let released = observer.reports(startingWith: "released").count

        stack.type("3")

        #expect(stack.notice == "Signed out; viewing as Everyone.")
        #expect(observer.reports(startingWith: "released").count == released + 1)
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)
        #expect(stack.top?.content.contains("Viewing as: Everyone") == true)
    }

    @Test func aKeyTheProfileDoesNotOfferOpensNothing() {
        let screen = ProfileComponent(parent: FakeProfileParent()).profileScreen
        #expect(Outcome(screen.handle("9")) == .stay(nil))
    }

    @Test func nothingKeepsASessionThatNoScreenHolds() {
        let profile = ProfileComponent(parent: FakeProfileParent())
        weak let session = profile.session(for: .friend)
        #expect(session == nil)
    }

    @Test func theScreenKeepsOneSessionUntilTheViewerChanges() {
        let observer = SpyObserver()
        let screen = ProfileComponent(parent: FakeProfileParent(observer: observer)).profileScreen
        _ = screen.content
        _ = screen.content
        #expect(
            observer.reports(startingWith: "made").filter {
                $0.hasSuffix("Component ^->FakeRoot->Profile->ProfileSession")
            }.count == 1)
        #expect(observer.reports.contains("made ProfileSessionComponent ^->FakeRoot->Profile->ProfileSession"))
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

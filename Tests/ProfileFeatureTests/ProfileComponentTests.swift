import Core
import ProfileFakes
import ProfileFeature
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct ProfileComponentTests {
    // session-release-test: begin
    /// View as starts a session for the new viewer, and the old one goes at once, with everything in it.
    @Test func switchingViewerReleasesTheSessionAndEverythingInIt() async {
        let observer = SpyObserver()
        let stack = ScreenStack(ProfileDestination.profile, of: ProfileUnderTest(observer: observer).profile)
        let screen = stack.top
        await ended(screen.loading)
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)

        stack.type(["1", "3"])
        await ended(screen.loading)

        #expect(
            observer.reports(startingWith: "released") == [
                "released ^->FakeRoot->Profile->ProfileSession->ProfilePage",
                "released ^->FakeRoot->Profile->ProfileSession",
            ])
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)
        #expect(observer.aliveCount(of: "SessionContentProvider") == 1)
        #expect(screen.content.contains("Viewing as: Close friend"))
    }
    // session-release-test: end

    @Test(arguments: [PrivacyLevel.friend, .everyone])
    func signingOutEndsTheSessionAndEverythingInItAndTheViewerIsEveryone(viewer: PrivacyLevel) async {
        let observer = SpyObserver()
        let stack = ScreenStack(ProfileDestination.profile, of: ProfileUnderTest(observer: observer).profile)
        stack.type(["1", "\(viewer.rawValue + 1)"])
        let sessionsEnded = { observer.reports.filter { $0 == "released ^->FakeRoot->Profile->ProfileSession" }.count }
        let endedBefore = sessionsEnded()

        stack.type("3")
        await ended(stack.top.loading)

        #expect(stack.notice == "Signed out; viewing as Everyone.")
        #expect(sessionsEnded() == endedBefore + 1)
        #expect(observer.aliveCount(of: "ProfileSessionComponent") == 1)
        #expect(stack.top.content.contains("Viewing as: Everyone") == true)
    }

    /// The provider follows its session's load in a task the session owns: a new viewer during the load
    /// releases the session, and the task ends with it, under the session's name.
    @Test func theTaskFollowingALoadEndsWithItsSession() async {
        let observer = SpyObserver()
        let given = ProfileUnderTest(observer: observer, loadsWhenTold: true)
        let stack = ScreenStack(ProfileDestination.profile, of: given.profile)
        let screen = stack.top
        let firstLoad = screen.loading
        #expect(observer.reports.contains("started showing the user ^->FakeRoot->Profile->ProfileSession"))

        stack.type(["1", "2"])  // View as a friend, while the first load waits
        await ended(firstLoad)

        #expect(observer.reports.contains("ended showing the user"))
        given.users.answerAlways(with: .success(ProfileUnderTest.grace))  // the friend's session's load
        await ended(screen.loading)
    }

    @Test func aKeyTheProfileDoesNotOfferOpensNothing() {
        let screen = ProfileUnderTest().profile.profileScreen
        #expect(Outcome(screen.handle("9")) == .stay(nil))
    }

    /// The screen says the profile is loading until the user arrives, then shows the page.
    @Test func theScreenSaysLoadingUntilTheUserArrives() async {
        let given = ProfileUnderTest(loadsWhenTold: true)
        let screen = given.profile.profileScreen
        #expect(screen.content == ["Loading\u{2026}"])
        await given.users.untilWaiting(1)

        given.users.finish(with: .success(ProfileUnderTest.grace))
        await ended(screen.loading)

        #expect(screen.content.first == "Grace")
        #expect(screen.loading == nil)
    }

    /// A failed load says why in one line and offers to try again; trying again loads anew.
    @Test func aFailedLoadSaysSoAndOffersToTryAgain() async {
        let given = ProfileUnderTest(loadsWhenTold: true)
        let screen = given.profile.profileScreen
        await given.users.untilWaiting(1)
        given.users.finish(with: .failure(Unreachable()))
        await ended(screen.loading)
        #expect(screen.content == ["The profile could not be loaded: the library is closed."])
        #expect(Outcome(screen.handle("5")) == .stay(nil))
        #expect(screen.content == ["Loading\u{2026}"])

        await given.users.untilWaiting(1)
        given.users.finish(with: .success(ProfileUnderTest.grace))
        await ended(screen.loading)

        #expect(given.users.started == 2)
        #expect(screen.content.first == "Grace")
    }

    /// View as during a load ends the old session, and its load with it; the new session loads its own.
    @Test func viewAsDuringALoadCancelsItAndLoadsForTheNewSession() async {
        let observer = SpyObserver()
        let given = ProfileUnderTest(observer: observer, loadsWhenTold: true)
        let stack = ScreenStack(ProfileDestination.profile, of: given.profile)
        await given.users.untilWaiting(1)

        stack.type(["1", "2"])

        #expect(observer.reports(startingWith: "released") == ["released ^->FakeRoot->Profile->ProfileSession"])
        await given.users.untilWaiting(1)
        #expect(given.users.started == 2)
        given.users.finish(with: .success(ProfileUnderTest.grace))
        await ended(stack.top.loading)
        #expect(stack.top.content.contains("Viewing as: Friend") == true)
    }

    @Test func nothingKeepsASessionThatNoScreenHolds() {
        let profile = ProfileUnderTest().profile
        weak let session = profile.session(for: .friend)
        #expect(session == nil)
    }

    @Test func theScreenKeepsOneSessionUntilTheViewerChanges() async {
        let observer = SpyObserver()
        let screen = ProfileUnderTest(observer: observer).profile.profileScreen
        await ended(screen.loading)
        _ = screen.content
        _ = screen.content
        #expect(
            observer.reports(startingWith: "made").filter {
                $0.hasSuffix("Component ^->FakeRoot->Profile->ProfileSession")
            }.count == 1)
        #expect(observer.reports.contains("made ProfileSessionComponent ^->FakeRoot->Profile->ProfileSession"))
    }

    @Test func aPreferenceChangeIsPersisted() {
        let given = ProfileUnderTest()
        let profile = given.profile
        #expect(profile.preferencesModel.set(.closeFriend, for: .friendsList).settled == .saved)
        #expect(given.storage.saved.last?[.friendsList] == .closeFriend)
    }

    @Test func storedPreferencesAreLoadedAndAFailedSaveKeepsTheChange() {
        let given = ProfileUnderTest()
        given.storage.stored = PrivacyPreferences([.posts: .closeFriend])
        given.storage.failsToSave = true
        let model = given.profile.preferencesModel
        #expect(model.preferences[.posts] == .closeFriend)
        #expect(
            model.set(.everyone, for: .messages).settled
                == .keptForThisSession(reason: "Could not save to /data/privacy-preferences.json: Disk full"))
        #expect(model.preferences[.messages] == .everyone)
    }

    /// Another run may have saved a preference meanwhile; the storage merges this run's change with it,
    /// and the next visit, a new Profile component, shows both.
    @Test func theNextVisitShowsWhatAnotherRunSavedMeanwhile() {
        let given = ProfileUnderTest()
        let model = given.profile.preferencesModel
        given.storage.stored = PrivacyPreferences([.photos: .everyone])
        #expect(model.set(.closeFriend, for: .posts).settled == .saved)
        let nextVisit = given.profile.preferencesModel
        #expect(nextVisit.preferences[.photos] == .everyone)
        #expect(nextVisit.preferences[.posts] == .closeFriend)
    }

    /// The choice after the sections puts every section back to its default, at once, and saves that.
    @Test func resetPutsEverySectionBackToItsDefaultAndSaves() {
        let given = ProfileUnderTest()
        let profile = given.profile
        _ = profile.preferencesModel.set(.everyone, for: .photos)
        let stack = ScreenStack(ProfileDestination.privacy, of: profile)
        stack.type("6")
        #expect(stack.notice == "Every section is back to its default. Saved.")
        #expect(profile.preferencesModel.preferences == .default)
        #expect(given.storage.saved.last == .default)
        #expect(stack.top.content.first == "Photos: Close friends only")
    }

    /// Each of the five sections has its key on the privacy screen, in order, the last one too, and opens
    /// the section's screen under the section's segment.
    @Test(arguments: zip(1...5, ["Photos", "Friends list", "Posts", "Video calls", "Messages"]))
    func everySectionHasItsKey(key: Int, title: String) {
        let stack = ScreenStack(ProfileDestination.privacy, of: ProfileUnderTest().profile)
        stack.type("\(key)")
        #expect(stack.top.title == title)
        #expect(stack.navigation.link?.hasPrefix("privacy/") == true)
    }
}

/// A load that fails as a closed library would.
private struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the library is closed" }
}

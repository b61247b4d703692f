import Core
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

@testable import App
@testable import Composition
@testable import ProfileWiring

/// The Profile feature through the real composition root and menu.
@MainActor
@Suite(.limitForATest) struct ProfileSessionTests {
    @Test func theProfileShowsWhatEveryoneMaySeeByDefault() async {
        let run = await AppRun(input: "3\n")
        #expect(run.output.contains("Profile\nAda Lovelace\n"))
        #expect(run.output.contains("Viewing as: Everyone\nMessage: not offered \u{00B7} Video call: not offered\n"))
        #expect(run.output.contains("Photos: hidden (close friends only)\n"))
        #expect(run.output.contains("Friends: hidden (friends only)\n"))
        #expect(
            run.output.contains(
                "  1  View as\u{2026}\n  2  Privacy preferences\n  3  Sign out\n  4  Edit favourite quote\n  b  Back\n> "
            ))
    }

    /// Run A opens Profile; run B sets Photos; run A then sets Posts. Both changes are kept, on disk and in
    /// A's next visit of Profile.
    @Test func twoRunsChangingDifferentSectionsKeepBothChanges() async throws {
        let data = TemporaryDirectory()
        let first = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
        let second = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
        var firstVisit = first.root.opened("profile/privacy")
        var secondVisit = second.root.opened("profile/privacy")

        #expect(await secondVisit.choose("1", "3") == "Photos: close friends only. Saved.")
        #expect(await firstVisit.choose("3", "2") == "Posts: friends only. Saved.")

        let stored = try #require(
            FileKeyValueStore(directory: data.url) { _ in }.value(for: ProfileWiring.storageKey))
        #expect(stored[.photos] == .closeFriend)
        #expect(stored[.posts] == .friend)
        firstVisit.closeAll()
        let nextVisit = first.root.opened("profile/privacy")
        #expect(nextVisit.top.content.contains("Photos: Close friends only"))
    }

    /// Privacy preferences' last choice puts every section back to its default and saves that: the next
    /// run reads the defaults.
    @Test func aResetToDefaultsIsSavedAndReadByTheNextRun() async {
        let data = TemporaryDirectory()
        let first = await AppRun(input: "3\n2\n1\n1\n6\nq\n", dataDirectory: data)
        #expect(first.output.contains("Every section is back to its default. Saved.\n"))
        let next = await AppRun(input: "3\n2\nq\n", dataDirectory: data)
        #expect(next.output.contains("\nPrivacy preferences\nPhotos: Close friends only\n"))
    }

    /// A reset is written like any change, under the lock, over what is stored then: another run's later
    /// change of one section is kept beside it.
    @Test func aResetMergesWithAnotherRunsChangeLikeAnyOther() async throws {
        let data = TemporaryDirectory()
        let first = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
        let second = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
        var firstVisit = first.root.opened("profile/privacy")
        var secondVisit = second.root.opened("profile/privacy")
        #expect(await firstVisit.choose("1", "1") == "Photos: everyone. Saved.")
        #expect(await secondVisit.choose("6") == "Every section is back to its default. Saved.")
        #expect(await firstVisit.choose("3", "3") == "Posts: close friends only. Saved.")

        let stored = try #require(
            FileKeyValueStore(directory: data.url) { _ in }.value(for: ProfileWiring.storageKey))
        #expect(stored[.photos] == PrivacyPreferences.default[.photos])
        #expect(stored[.posts] == .closeFriend)
    }

    @Test func preferencesPersistAcrossRuns() async {
        let data = TemporaryDirectory()
        let first = await AppRun(input: "3\n2\n1\n1\nq\n", dataDirectory: data)
        #expect(first.output.contains("> Photos: everyone. Saved.\n"))

        let next = await AppRun(input: "3\n2\n", dataDirectory: data)
        #expect(next.output.contains("Photos (2): The Analytical Engine, trial model \u{00B7} Portrait, 1836\n"))
        #expect(next.output.contains("Privacy preferences\nPhotos: Everyone\n"))
    }

    @Test func aChangedQuoteShowsOnTheProfile() async {
        let run = await AppRun(input: "1\n1\nNothing in life is to be feared.\nMarie Curie\nb\n3\n")
        #expect(
            run.output.contains(
                "Favourite quote: \u{201C}Nothing in life is to be feared.\u{201D} \u{2014} Marie Curie\n"))
    }

    @Test func signingOutIsTracedAndLeavesNothingOfTheSessionOnDiagnostics() async {
        let run = await AppRun(["--trace-lifetimes"], input: "3\n1\n2\n3\nb\n4\n")
        #expect(run.output.contains("\nSigned out; viewing as Everyone.\n"))
        let afterSignOut = run.output.components(separatedBy: "Signed out;").last ?? ""
        #expect(
            run.output.contains(
                "[lifetime] released ProfileSessionComponent (scope) ^->Root->Profile->ProfileSession\n"))
        #expect(
            run.output.contains(
                "[lifetime] released SessionContentProvider (factory) ^->Root->Profile->ProfileSession\n"))
        #expect(afterSignOut.contains("Viewing as: Everyone\n"))
        #expect(afterSignOut.contains("Nothing outlived the component that made it."))
    }

    /// Signing out releases the old session in the same step: its release is traced before the notice
    /// and the screen that follow, not one line later.
    @Test func signingOutTracesTheReleaseBeforeTheNextScreen() async {
        let run = await AppRun(["--trace-lifetimes"], input: "3\n3\nq\n")
        let beforeNotice = run.output.components(separatedBy: "Signed out; viewing as Everyone.\n").first ?? ""
        let afterTheLastPrompt = beforeNotice.components(separatedBy: "> ").last ?? ""
        #expect(
            afterTheLastPrompt.contains(
                "[lifetime] released ProfileSessionComponent (scope) ^->Root->Profile->ProfileSession\n"))
        #expect(run.output.contains("Signed out; viewing as Everyone.\n"))
    }

    /// The profile's user is loaded by the async-shared lifetime: the screen says Loading…, the trace
    /// shows the user made, then the page is drawn.
    @Test func theProfileSaysLoadingThenShowsThePageOnceTheUserArrives() async throws {
        let run = await AppRun(["--trace-lifetimes"], input: "3\nb\nq\n")
        let loading = try #require(run.output.range(of: "\nProfile\nLoading\u{2026}\n"))
        let made = try #require(
            run.output.range(of: "[lifetime] created ProfileUser (async-shared) ^->Root->Profile->ProfileSession\n"))
        let page = try #require(run.output.range(of: "\nProfile\nAda Lovelace\n"))
        #expect(loading.upperBound <= made.lowerBound && made.upperBound <= page.lowerBound)
    }

    @Test func viewingAsAFriendStartsAFreshSessionThatSeesMore() async {
        let run = await AppRun(["--trace-lifetimes"], input: "3\n1\n2\n")
        #expect(
            run.output.contains(
                "[lifetime] released ProfileSessionComponent (scope) ^->Root->Profile->ProfileSession\n"))
        #expect(run.output.contains("\nNow viewing as Friend.\n"))
        #expect(run.output.contains("Viewing as: Friend\nMessage: offered \u{00B7} Video call: not offered\n"))
    }

    /// The Profile reads the favourite quote through the Quote feature's one component, not one of its own.
    @Test func theProfileReadsTheQuoteFeaturesOneComponent() {
        let tree = RootComponent.sample(tracker: nil)
        let wiring = tree.root.profile.wiringReadAlone(in: tree.root).wiring as? ProfileWiring
        let source = wiring?.favouriteQuote as? QuoteControllerQuoteSource
        let quote: QuoteComponent = tree.root.component(\.quote)
        #expect(source?.controller[dynamicMember: \.self] === quote.modelController)
    }

    /// An edit the disk refused is kept for the session by the Quote feature's one controller, and the
    /// Profile reads that same controller, so it shows the edit too.
    @Test func anEditKeptForThisSessionOnlyShowsOnTheProfile() async throws {
        let parent = TemporaryDirectory()
        try parent.write("a file", to: "blocker")
        let unwritable = parent.url.appendingPathComponent("blocker/data").path
        let run = await AppRun(["--data-dir", unwritable], input: "1\n1\nWords.\nSomeone\nb\n3\n")
        #expect(run.output.contains("The quote is kept for this session only."))
        #expect(run.output.contains("Favourite quote: \u{201C}Words.\u{201D} \u{2014} Someone\n"))
    }
}

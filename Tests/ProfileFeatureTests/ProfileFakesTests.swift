import Core
import ProfileFakes
import ProfileFeature
import TestSupport
import Testing

/// Profile's fakes, as every test of the feature relies on them.
@MainActor
@Suite struct ProfileFakesTests {
    /// Each member used before the test gave it a value fails the test, naming the member and the feature, at
    /// the line that made the fakes: the route to another feature's screen as well as a value.
    @Test(arguments: ["storage", "userSource", "favouriteQuote", "favouriteQuoteEditor"])
    func aMemberUsedUnsetFailsTheTestNamingIt(member: String) {
        // The place is where `ProfileFakes(` is called: a default argument's `#column` is its parenthesis's, 33.
        let madeAt = #line + 1
        let fakes = ProfileFakes(reporting: .runningTest)
        let members: [String: () -> Any] = [
            "storage": { fakes.storage }, "userSource": { fakes.userSource },
            "favouriteQuote": { fakes.favouriteQuote }, "favouriteQuoteEditor": { fakes.favouriteQuoteEditor },
        ]
        withKnownIssue {
            _ = members[member]?()
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Profile fakes: \(member) was used but never set; set it first (fakes.\(member) = …)"]
                && issue.sourceLocation
                    == SourceLocation(fileID: #fileID, filePath: #filePath, line: madeAt, column: 33)
                && issue.sourceLocation?.filePath == #filePath
        }
    }

    /// The fake storage keeps what is saved, as a store would: the next load reads it, a reset's too.
    @Test func theFakeStorageLoadsWhatWasSaved() {
        let storage = FakePreferencesStorage()
        #expect(storage.save(.everyone, for: .photos).settled == .saved)
        #expect(storage.load()?[.photos] == .everyone)
        #expect(storage.reset().settled == .saved)
        #expect(storage.load() == .default)
        #expect(storage.saved.map { $0[.photos] } == [.everyone, PrivacyPreferences.default[.photos]])
    }

    /// The quote's editor, given, is the one Edit favourite quote opens, not the placeholder.
    @Test func anEditorGivenIsTheOneOpened() {
        let given = ProfileUnderTest()
        let editor = CountedDestination(title: "The test's editor")
        given.fakes.favouriteQuoteEditor = editor.destination()
        let stack = ScreenStack(ProfileDestination.profile, of: given.profile)
        stack.type("4")
        #expect(stack.top.title == "The test's editor")
        #expect((editor.opened, given.fakes.quoteEditor.opened) == (1, 0))
    }

    /// Each member given is the one used; the user source left unset loads no user, saying why in one line.
    @Test func eachMemberGivenIsTheOneUsed() async {
        let given = ProfileUnderTest()
        #expect(given.fakes.storage as? FakePreferencesStorage === given.storage)
        #expect(given.fakes.favouriteQuote as? FakeFavouriteQuote === given.quote)
        #expect(given.fakes.userSource as? ManualLoad<ProfileUser> === given.users)
        let unset = ProfileFakes(reporting: .runningTest)
        await withKnownIssue {
            await #expect(throws: (any Error).self) { try await unset.userSource.loadUser() }
        }
    }
}

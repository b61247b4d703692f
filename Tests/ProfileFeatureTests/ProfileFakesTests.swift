import Core
import ProfileFakes
import ProfileFeature
import TestSupport
import Testing

/// Profile's fakes, as every test of the feature relies on them.
@MainActor
@Suite struct ProfileFakesTests {
    /// Each member used before the test gave it a value fails the test, naming the member and the feature, at
    /// the line that made the fakes.
    @Test(arguments: ["storage", "userSource", "favouriteQuote"])
    func aMemberUsedUnsetFailsTheTestNamingIt(member: String) {
        let madeAt = #line + 1
        let fakes = ProfileFakes()
        let members: [String: () -> Any] = [
            "storage": { fakes.storage }, "userSource": { fakes.userSource },
            "favouriteQuote": { fakes.favouriteQuote },
        ]
        withKnownIssue {
            _ = members[member]?()
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Profile fakes: \(member) was used but never set; set it first (fakes.\(member) = …)"]
                && issue.sourceLocation?.line == madeAt
        }
    }

    /// Each member given is the one used; the user source left unset loads no user, saying why in one line.
    @Test func eachMemberGivenIsTheOneUsed() async {
        let given = ProfileUnderTest()
        #expect(given.fakes.storage as? FakePreferencesStorage === given.storage)
        #expect(given.fakes.favouriteQuote as? FakeFavouriteQuote === given.quote)
        #expect(given.fakes.userSource as? ManualLoad<ProfileUser> === given.users)
        let unset = ProfileFakes()
        await withKnownIssue {
            await #expect(throws: (any Error).self) { try await unset.userSource.loadUser() }
        }
    }
}

import Foundation
import ProfileFeature
import TestSupport
import Testing

@testable import ProfileUserLive

/// The sample user shipped with the app is read like any stored value: a file that is missing, huge or
/// hostile is refused with one line, never shown.
@Suite(.limitForATest) struct SampleUserFileTests {
    @Test func theShippedUserLoads() async throws {
        let user = try await SampleUserFile().loadUser()
        #expect(user.name == "Ada Lovelace")
        #expect(user.friends.count == 3)
    }

    /// Two loads of a new loader in flight at once each read the whole user: nothing they share is written
    /// unguarded, nothing read by one is lost to another. Fifty rounds, each a new loader whose two first loads are
    /// let go together on two threads of their own, so that the sanitizer sees a first fill of anything they share
    /// in every run (docs/testing.md, "Two of it in flight").
    @Test func twoFirstLoadsInFlightAtOnceEachReadTheUser() async throws {
        let rounds = try await twoAtOnce(rounds: 50, fresh: { SampleUserFile() }) { try await $0.loadUser() }
        #expect(rounds.count == 50)
        #expect(
            rounds.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.name == "Ada Lovelace" && $0.friends.count == 3 } })
        #expect(rounds.joined().allSatisfy { $0 == rounds.first?.first })
    }

    @Test(arguments: [
        (#"{"name": "Ada\u001B[2J", "bio": "b", "friends": [], "photos": [], "posts": []}"#, "does not hold a user"),
        (#"{"name": "", "bio": "b", "friends": [], "photos": [], "posts": []}"#, "does not hold a user"),
        ("not JSON at all", "does not hold a user"),
        (String(repeating: " ", count: 70_000), "larger than 64 KiB"),
    ])
    func aHostileFileIsRefusedWithOneLine(contents: String, reason: String) async throws {
        let folder = TemporaryDirectory()
        try folder.write(contents, to: "sample-user.json")
        let file = SampleUserFile(url: folder.url.appendingPathComponent("sample-user.json"))
        await #expect {
            _ = try await file.loadUser()
        } throws: { error in
            "\(error)".contains(reason) && !"\(error)".contains("\n")
        }
    }

    @Test func aMissingFileSaysSo() async {
        let file = SampleUserFile(url: URL(fileURLWithPath: "/nonexistent/sample-user.json"))
        await #expect {
            _ = try await file.loadUser()
        } throws: { error in
            "\(error)" == "the sample user's file is missing from this build"
        }
    }
}

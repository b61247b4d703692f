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

    /// Two loads of one file in flight at once each read the whole user: nothing they share is written
    /// unguarded (the sanitizer's view), nothing read by one is lost to the other.
    @Test func twoLoadsInFlightAtOnceEachReadTheUser() async throws {
        let file = SampleUserFile()
        async let first = file.loadUser()
        async let second = file.loadUser()
        let users = try await [first, second]
        #expect(users.map(\.name) == ["Ada Lovelace", "Ada Lovelace"])
        #expect(users[0] == users[1])
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

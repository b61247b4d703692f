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

    /// Loads of one file in flight at once each read the whole user: nothing they share is written unguarded,
    /// nothing read by one is lost to another. A hundred on each of two threads of their own, so that the
    /// sanitizer sees two of them unordered in every run (docs/testing.md, "Two of it in flight").
    @Test func loadsInFlightAtOnceEachReadTheUser() async throws {
        let file = SampleUserFile()
        let threads = [ThreadExecutor(), ThreadExecutor()]
        let users = try await withThrowingTaskGroup(of: [ProfileUser].self) { group in
            for thread in threads {
                group.addTask(executorPreference: thread) {
                    var users: [ProfileUser] = []
                    for _ in 0..<100 { users.append(try await file.loadUser()) }
                    return users
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(users.count == 200)
        #expect(users.first?.name == "Ada Lovelace")
        #expect(users.allSatisfy { $0 == users.first })
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

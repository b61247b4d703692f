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

    /// Loads of one file in flight at once, a hundred on each of two threads of their own, each read the whole
    /// user: nothing they share is written unguarded (the sanitizer sees it every run: a cache planted in the
    /// loader was reported in twelve runs of twelve, two loads on the shared pool in eight of ten), nothing
    /// read by one is lost to another.
    @Test func loadsInFlightAtOnceEachReadTheUser() async throws {
        let file = SampleUserFile()
        let threads = [ThreadExecutor(), ThreadExecutor()]
        let names = try await withThrowingTaskGroup(of: [String].self) { group in
            for thread in threads {
                group.addTask(executorPreference: thread) {
                    var names: [String] = []
                    for _ in 0..<100 { names.append(try await file.loadUser().name) }
                    return names
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(names == Array(repeating: "Ada Lovelace", count: 200))
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

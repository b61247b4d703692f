import Foundation
import ProfileFeature
import TestSupport
import Testing

@testable import App

/// Profile's user fetched from a server of the test's own on 127.0.0.1: each way a server can fail is one
/// plain line, and the person's Try again fetches again.
@Suite(.timeLimit(.minutes(1)))
struct ServerUserTests {
    // Made for each use: a `static let` of `Data` keeps its storage behind a tagged pointer, which
    // LeakSanitizer cannot follow and reports as leaked at exit.
    private static var grace: Data {
        Data(#"{"name": "Grace Hopper", "bio": "Admiral.", "friends": ["Ada"], "photos": ["Moth"], "posts": []}"#.utf8)
    }

    @Test func theServersUserLoads() async throws {
        let server = try LocalHTTPServer(response: .answer(status: 200, body: Self.grace))
        let user = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        #expect(user.name == "Grace Hopper")
    }

    /// An answer of exactly 64 KiB is taken whole; one byte more is refused (`aServerThatFailsIsOneLine`).
    @Test func anAnswerOfExactly64KiBIsTaken() async throws {
        let padded = Self.grace + Data(repeating: 0x20, count: ServerUser.maximumBytes - Self.grace.count)
        let server = try LocalHTTPServer(response: .answer(status: 200, body: padded))
        #expect(try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser().name == "Grace Hopper")
    }

    @Test(arguments: [
        (LocalHTTPServer.Response.answer(status: 500, body: Data()), "the server answered 500 (internal server error)"),
        (.answer(status: 404, body: Data("gone".utf8)), "the server answered 404 (not found)"),
        (.answer(status: 300, body: Self.grace), "the server answered 300 (multiple choices)"),
        (
            .answer(status: 200, body: Data(#"{"name": "\u001B[2J"}"#.utf8)),
            "the server's answer is not a user this version can show"
        ),
        (
            .answer(status: 200, body: Data(repeating: 0x20, count: 200_000)),
            "the server's answer is larger than 64 KiB"
        ),
        (
            .answer(status: 200, body: Data(repeating: 0x20, count: 64 * 1024 + 1)),
            "the server's answer is larger than 64 KiB"
        ),
        // Refused as soon as it passes the limit, without waiting for the rest or for the deadline.
        (
            .stall(body: Data(repeating: 0x20, count: 64 * 1024 + 1), promised: 1 << 20),
            "the server's answer is larger than 64 KiB"
        ),
    ])
    func aServerThatFailsIsOneLine(response: LocalHTTPServer.Response, line: String) async throws {
        let server = try LocalHTTPServer(response: response)
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)" == line
        }
    }

    @Test func aServerThatRefusesTheConnectionIsOneLine() async throws {
        let server = try LocalHTTPServer(response: .answer(status: 200, body: Self.grace))
        server.stop()
        let port = server.url.port.map(String.init) ?? ""
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)" == "could not connect to the server 127.0.0.1:\(port)"
        }
    }

    /// A server that accepts and never answers: the fetch gives up at its deadline, ten seconds on the app's
    /// clock, and not a moment before.
    @Test func aServerThatDoesNotAnswerIsOneLineAtTheDeadline() async throws {
        let server = try LocalHTTPServer(response: .silence)
        let port = server.url.port.map(String.init) ?? ""
        let clock = ManualClock()
        let load = Task { try await ServerUser(url: server.url, clock: clock).loadUser() }
        await clock.untilSleeping()
        clock.advance(by: .seconds(10) - .nanoseconds(1))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .nanoseconds(1))
        await #expect {
            _ = try await load.value
        } throws: { error in
            "\(error)" == "the server 127.0.0.1:\(port) did not answer in time"
        }
    }

    /// The time a server is given and the size of answer taken are the ones docs/profile.md tells a reader.
    @Test func theLimitsAreTheOnesTheDocsGive() throws {
        let address = try #require(URL(string: "http://127.0.0.1/"))
        let seconds = ServerUser(url: address, clock: ContinuousClock()).timeout.components.seconds
        let profile = try PackageFiles.text("docs/profile.md")
        #expect(profile.contains("| does not answer within \(seconds) seconds |"))
        #expect(profile.contains("| answers with more than \(ServerUser.maximumBytes / 1024) KiB |"))
    }

    @Test(arguments: ["ftp://example.com/user.json", "not a url", "http://", "file:///etc/passwd"])
    func onlyAnHTTPAddressIsTaken(address: String) {
        #expect(ServerUser.address(address) == nil)
        #expect(
            Invocation.parse(["--user-url", address])
                == .failure(
                    UsageError(
                        message: "--user-url needs an http:// or https:// address, not '\(DisplayText.quoted(address))'"
                    )))
    }

    /// Through the real menu: the server answers 500, the profile says so and offers Try again; the server
    /// is fixed, Try again shows its user.
    /// `FEATURE_GRAPH_USER_URL` names the server as `--user-url` does; set but empty, it is not there, and
    /// nothing is said about it.
    @Test(arguments: [true, false]) @MainActor
    func theEnvironmentNamesTheServerUnlessEmpty(named: Bool) async throws {
        let server = try LocalHTTPServer(response: .answer(status: 200, body: Self.grace))
        let data = TemporaryDirectory()
        let console = LiveConsole()
        let address = named ? server.url.absoluteString : ""
        let environment = ["FEATURE_GRAPH_DATA_DIR": data.url.path, "FEATURE_GRAPH_USER_URL": address]
        let edges = AppEdges.test(console: console, environment: environment)
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
        console.type("3")
        await console.untilOutput(contains: named ? "\nGrace Hopper\n" : "\nAda Lovelace\n")
        console.type("q")
        #expect(await run.value == .success)
        #expect(!console.output.contains("FEATURE_GRAPH_USER_URL"))
    }

    @Test @MainActor func aFailureThenTryAgainThroughTheMenu() async throws {
        let server = try LocalHTTPServer(response: .answer(status: 500, body: Data()))
        let console = LiveConsole()
        let edges = AppEdges.test(
            console: console, environment: ["FEATURE_GRAPH_DATA_DIR": TemporaryDirectory().url.path])
        let run = Task {
            await FeatureGraphApp.run(arguments: ["--user-url", server.url.absoluteString], edges: edges)
        }
        console.type("3")
        await console.untilOutput(
            contains: "The profile could not be loaded: the server answered 500 (internal server error).")
        await console.untilOutput(contains: "  5  Try again\n")
        server.respond(.answer(status: 200, body: Self.grace))
        console.type("5")
        await console.untilOutput(contains: "\nGrace Hopper\nAdmiral.\n")
        #expect(server.requests == 2)
        console.type("q")
        #expect(await run.value == .success)
    }
}

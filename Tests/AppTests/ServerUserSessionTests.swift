import CommandLineOptions
import Foundation
import ProfileFeature
import ProfileUserLive
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// The profile's user from a server, as the App chooses and the menu shows it: the flag and the
/// environment that name the server, the limits the docs give, and a failure then Try again.
@MainActor
@Suite(.limitForATest)
struct ServerUserSessionTests {
    private static var grace: Data {
        Data(#"{"name": "Grace Hopper", "bio": "Admiral.", "friends": ["Ada"], "photos": ["Moth"], "posts": []}"#.utf8)
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
        #expect(
            Invocation.parse(["--user-url", address])
                == .failure(
                    UsageError(
                        message: "--user-url needs an http:// or https:// address, not '\(DisplayText.quoted(address))'"
                    )))
    }

    /// `FEATURE_GRAPH_USER_URL` names the server as `--user-url` does; set but empty, it is not there, and
    /// nothing is said about it.
    @Test(arguments: [true, false])
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
        #expect(await ended(run) == .success)
        #expect(!console.output.contains("FEATURE_GRAPH_USER_URL"))
    }

    /// Through the real menu: the server answers 500, the profile says so and offers Try again; the server
    /// is fixed, Try again shows its user.
    @Test func aFailureThenTryAgainThroughTheMenu() async throws {
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
        #expect(await ended(run) == .success)
    }
}

import Foundation
import ProfileFeature
import TestSupport
import Testing

@testable import ProfileUserLive

/// Profile's user fetched from a server of the test's own on 127.0.0.1: each way a server can fail is one
/// plain line, and the person's Try again fetches again.
@Suite(.limitForATest)
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

    /// An answer that never ends is refused as soon as it passes the limit: the fetch does not wait for the
    /// transfer to be torn down, which Linux's URLSession takes seconds to do while data keeps coming, its one
    /// work queue busy meanwhile. The deadline's clock never moves, so the limit is the only way the load can
    /// end: what is asserted is the limit's effect, and a load that waited for ever would meet the test's limit.
    /// In a process of its own, so that no other test's fetch waits behind that teardown.
    @Test func anEndlessAnswerIsRefusedAsSoonAsItPassesTheLimit() async {
        await #expect(processExitsWith: .success) {
            guard let server = try? LocalHTTPServer(response: .endless) else { exit(2) }
            do {
                _ = try await ServerUser(url: server.url, clock: ManualClock()).loadUser()
                exit(3)
            } catch {
                exit("\(error)" == "the server's answer is larger than 64 KiB" ? 0 : 1)
            }
        }
    }

    /// Two loads in flight at once on the one session a new `ServerUser` keeps, while a third source's answer is
    /// refused past the limit: each load is answered its own. Twenty rounds, each a new source whose two first
    /// loads are let go together on two threads of their own, so the sanitizer sees whatever they share.
    @Test func twoFirstLoadsInFlightAtOnceAreEachAnsweredTheirOwn() async throws {
        let grace = try LocalHTTPServer(response: .answer(status: 200, body: Self.grace))
        let huge = try LocalHTTPServer(response: .answer(status: 200, body: Data(repeating: 0x20, count: 200_000)))
        let other = ServerUser(url: huge.url, clock: ContinuousClock())
        let refused = Task { try await other.loadUser() }
        let rounds = try await twoAtOnce(rounds: 20, fresh: { ServerUser(url: grace.url, clock: ContinuousClock()) }) {
            try await $0.loadUser().name
        }
        #expect(rounds == Array(repeating: ["Grace Hopper", "Grace Hopper"], count: 20))
        guard case .failure(let error) = await refused.result else {
            Issue.record("an answer of 200,000 bytes was taken")
            return
        }
        #expect("\(error)" == "the server's answer is larger than 64 KiB")
    }

    /// A server that redirects in a loop is named as one, not as a fetch that failed somehow, as soon as the
    /// first redirect leads back to the address first asked: the server is asked once.
    @Test func aRedirectLoopIsNamedAsOne() async throws {
        let server = try LocalHTTPServer(response: .redirectLoop)
        let port = server.url.port.map(String.init) ?? ""
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)" == "the server 127.0.0.1:\(port) redirects the request round a loop"
        }
        #expect(server.requests == 1)
    }

    /// A redirect out of http(s) (to a file, say) is refused and named, before anything is asked of it.
    @Test func aRedirectThatLeavesHTTPIsRefusedNamingWhereItLeads() async throws {
        let server = try LocalHTTPServer(response: .redirect(location: "file:///etc/passwd"))
        let port = server.url.port.map(String.init) ?? ""
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)"
                == "the server 127.0.0.1:\(port) redirects the request to file:///etc/passwd, which is no http:// or "
                + "https:// address"
        }
        #expect(server.requests == 1)
    }

    /// A server that sends the request on to a new address every time is followed so many times, then named
    /// with how many.
    @Test func aChainOfRedirectsIsFollowedSoFarAndSaysHowMany() async throws {
        let server = try LocalHTTPServer(response: .redirectOnward)
        let port = server.url.port.map(String.init) ?? ""
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)" == "the server 127.0.0.1:\(port) redirected the request 10 times and still did not answer"
        }
        #expect(server.requests == ServerUser.maximumRedirects + 1)
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
        guard case .failure(let error)? = await ended(load) else {
            Issue.record("the load did not fail")
            return
        }
        #expect("\(error)" == "the server 127.0.0.1:\(port) did not answer in time")
    }

    @Test(arguments: [
        "ftp://example.com/user.json", "not a url", "http://", "file:///etc/passwd", "http://a:99999/u", "http://a:0/u",
    ])
    func onlyAnHTTPAddressIsTaken(address: String) {
        #expect(ServerUser.address(address) == nil)
    }

    /// A redirect to a server that is not there names where it led, and who sent the request there.
    @Test func aRedirectToAClosedPortNamesWhereItLed() async throws {
        let closed = try LocalHTTPServer(response: .silence)
        closed.stop()
        let redirecting = try LocalHTTPServer(response: .redirect(location: closed.url.absoluteString))
        await #expect {
            _ = try await ServerUser(url: redirecting.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)"
                == "could not connect to the server \(ServerUser.server(of: closed.url)), where the server "
                + "\(ServerUser.server(of: redirecting.url)) redirected the request"
        }
    }

    /// A body that is not in the encoding its header claims is named so; an encoding a person would not know
    /// (or escape sequences) is not repeated.
    @Test(arguments: [("gzip", "gzip "), ("GZIP", "gzip "), ("deflate", "deflate "), ("\u{1B}[2Jgzip", "")])
    func anAnswerNotInItsEncodingSaysSo(encoding: String, named: String) async throws {
        let server = try LocalHTTPServer(response: .encoded(body: Data("not gzip at all".utf8), encoding: encoding))
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)"
                == "the server \(ServerUser.server(of: server.url))'s answer is not in the \(named)encoding it claims"
        }
    }

    /// A plain http:// server that answers with something other than HTTP is not taken for one that speaks
    /// https: it is a fetch that failed, named by its server.
    @Test func anAnswerThatIsNotHTTPIsAFailedFetch() async throws {
        let server = try LocalHTTPServer(response: .raw(Data("hello there\r\n\r\n".utf8)))
        await #expect {
            _ = try await ServerUser(url: server.url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)" == "could not fetch the user from the server \(ServerUser.server(of: server.url))"
        }
    }

    /// https spoken to a server that speaks plain HTTP says what is likely wrong.
    @Test func httpsToAPlainHTTPServerSaysSo() async throws {
        let server = try LocalHTTPServer(response: .answer(status: 200, body: Self.grace))
        var https = URLComponents(url: server.url, resolvingAgainstBaseURL: false)
        https?.scheme = "https"
        let url = try #require(https?.url)
        await #expect {
            _ = try await ServerUser(url: url, clock: ContinuousClock()).loadUser()
        } throws: { error in
            "\(error)"
                == "could not speak https with the server \(ServerUser.server(of: url)); is it a plain http:// server?"
        }
    }
}

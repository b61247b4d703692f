import CommandLineOptions
import Foundation
import GraphExport
import Testing

/// Every flag read as the user meant it, and every command line the app cannot run refused in one line.
@Suite(.timeLimit(.minutes(1))) struct InvocationTests {
    @Test(arguments: [
        ([], Invocation.run(RunOptions())),
        (["--trace-lifetimes"], .run(RunOptions(traceLifetimes: true))),
        (["--data-dir", "/tmp/x"], .run(RunOptions(dataDirectory: "/tmp/x"))),
        (["--data-dir=/tmp/x", "--trace-lifetimes"], .run(RunOptions(dataDirectory: "/tmp/x", traceLifetimes: true))),
        (
            ["--user-url=http://127.0.0.1:8080/u.json"],
            .run(RunOptions(userURL: URL(string: "http://127.0.0.1:8080/u.json")))
        ),
        (["--help"], .help),
        (["--data-dir", "/tmp/x", "-h"], .help),
        (["--version"], .version),
        (["graph"], .graph(.text)),
        (["graph", "--format=mermaid"], .graph(.mermaid)),
        (["links"], .links),
        (["open", "profile/privacy/photos"], .run(RunOptions(link: ["profile", "privacy", "photos"]))),
        (
            ["open", "--trace-lifetimes", "quote", "--data-dir=/tmp/x"],
            .run(RunOptions(dataDirectory: "/tmp/x", traceLifetimes: true, link: ["quote"]))
        ),
    ])
    func readsWhatTheCommandLineAsks(arguments: [String], expected: Invocation) throws {
        #expect(try Invocation.parse(arguments).get() == expected)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["extra"], "unexpected argument 'extra'"),
        (["--data-dir"], "--data-dir needs a path"),
        (["--data-dir="], "--data-dir needs a non-empty path"),
        (["--data-dir", "a", "--data-dir", "b"], "--data-dir is given more than once"),
        (["--\u{1B}[31m"], "unknown option '--\\u{1B}[31m'"),
        (["graph", "--format", "text", "--format", "dot"], "--format is given more than once"),
        (["graph", "--format", "text", "--format=dot"], "--format is given more than once"),
        (["graph", "--format=dot", "--format=text"], "--format is given more than once"),
        (["graph", "--format"], "--format needs one of text, mermaid, dot"),
        (["graph", "--format", "dot", "extra"], "graph does not take 'extra'"),
        (["graph", "--format", "svg"], "unknown graph format 'svg'; choose text, mermaid or dot"),
        (["--version", "extra"], "--version takes no other argument"),
        (["--user-url=", "x"], "--user-url needs an http:// or https:// address, not ''"),
        (
            ["--user-url", "http://127.0.0.1:99999/u"],
            "--user-url needs an http:// or https:// address with a port from 1 to 65535, not 'http://127.0.0.1:99999/u'"
        ),
        (["--user-url", "http://a/u", "--user-url=http://b/u"], "--user-url is given more than once"),
        (["--trace-lifetimes", "--version"], "--version takes no other argument"),
        (["graph", "--trace-lifetimes"], "graph does not take '--trace-lifetimes'"),
        (["links", "quote"], "links takes no other argument"),
        (["open"], "open needs a link, such as profile/privacy"),
        (["open", "quote", "settings"], "unexpected argument 'settings'"),
    ])
    func refusesWhatItCannotRun(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .failure(UsageError(message: message)))
    }

    /// What is no link at all is refused before the app is asked, in one line with no usage after it.
    @Test(arguments: [
        ("", "a link names at least one screen"),
        ("a//b", "'a//b' has an empty segment"),
        ("a/./b", "'.' in 'a/./b' is no screen"),
        ("edit_quote", "'edit_quote' is no segment of a link"),
        ("quote-", "'quote-' is no segment of a link"),
        ("\u{202E}quote", "is not plain ASCII"),
        ("quote\u{9B}", "has a control character"),
        (String(repeating: "ab/", count: 70), "a link of 210 characters is too long"),
    ])
    func refusesWhatIsNoLinkInOneLine(link: String, says: String) throws {
        guard case .failure(let error) = Invocation.parse(["open", link]) else {
            Issue.record("\(link) was taken")
            return
        }
        #expect(error.message.contains(says), "\(error.message)")
        #expect(!error.showsUsage && !error.message.contains("\n"))
    }
}

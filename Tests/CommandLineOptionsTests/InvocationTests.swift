import CommandLineOptions
import Foundation
import GraphExport
import Testing

/// Every flag read as the user meant it, and every command line the app cannot run refused in one line.
@Suite(.timeLimit(.minutes(1))) struct InvocationTests {
    /// What every refusal of a character in a link ends with.
    static let characters = "a link is lower-case letters, '-' and '/'"

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
        (["open", "profile/privacy/photos"], .run(RunOptions(start: .link(["profile", "privacy", "photos"])))),
        (
            ["open", "--trace-lifetimes", "quote", "--data-dir=/tmp/x"],
            .run(RunOptions(dataDirectory: "/tmp/x", traceLifetimes: true, start: .link(["quote"])))
        ),
        (
            ["--data-dir", "/tmp/x", "open", "quote"],
            .run(RunOptions(dataDirectory: "/tmp/x", start: .link(["quote"])))
        ),
        (["--trace-lifetimes", "resume"], .run(RunOptions(traceLifetimes: true, start: .resume))),
        (["resume", "--data-dir", "/tmp/x"], .run(RunOptions(dataDirectory: "/tmp/x", start: .resume))),
        (["links", "--data-dir", "/tmp/x"], .links),
        (["--data-dir=/tmp/x", "links"], .links),
        (["--data-dir", "/tmp/x", "graph", "--format", "dot"], .graph(.dot)),
        (["completion", "bash"], .completion(.bash)),
        (["--data-dir", "open", "completion", "zsh"], .completion(.zsh)),
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
        (["graph", "--format", "dot", "extra"], "unexpected argument 'extra'"),
        (["graph", "--format", "svg"], "unknown graph format 'svg'; choose text, mermaid or dot"),
        (["--version", "extra"], "--version takes no other argument"),
        (["--user-url=", "x"], "--user-url needs an http:// or https:// address, not ''"),
        (
            ["--user-url", "http://127.0.0.1:99999/u"],
            "--user-url needs an http:// or https:// address with a port from 1 to 65535, not 'http://127.0.0.1:99999/u'"
        ),
        (["--user-url", "http://a/u", "--user-url=http://b/u"], "--user-url is given more than once"),
        (
            ["--user-url", "ftp://example.com:21/"],
            "--user-url needs an http:// or https:// address, not 'ftp://example.com:21/'"
        ),
        (
            ["--user-url", "ftp://example.com/"],
            "--user-url needs an http:// or https:// address, not 'ftp://example.com/'"
        ),
        (
            ["--user-url", "https://example.com:0/u"],
            "--user-url needs an http:// or https:// address with a port from 1 to 65535, not 'https://example.com:0/u'"
        ),
        (["--trace-lifetimes", "--version"], "--version takes no other argument"),
        (["links", "quote"], "unexpected argument 'quote'"),
        (["open", "quote", "settings"], "unexpected argument 'settings'"),
        (["resume", "quote"], "unexpected argument 'quote'"),
        (["completion"], "completion needs a shell: bash, zsh or fish"),
        (["completion", "tcsh"], "completion needs a shell: bash, zsh or fish, not 'tcsh'"),
    ])
    func refusesWhatItCannotRun(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .failure(UsageError(message: message)))
    }

    /// Subcommands that cannot go together, or an option the subcommand does not take: one line says which,
    /// with no usage after it.
    @Test(arguments: [
        (["graph", "--trace-lifetimes"], "graph does not take '--trace-lifetimes'"),
        (["links", "--trace-lifetimes"], "links does not take '--trace-lifetimes'"),
        (["--format", "dot"], "the menu does not take '--format'"),
        (["open", "a", "open", "b"], "open is named twice"),
        (["links", "graph"], "links and graph cannot go together"),
        (["completion", "bash", "--user-url", "http://a/u"], "completion does not take '--user-url'"),
        (["graph", "--user-url", "http://a/u", "--trace-lifetimes"], "graph does not take '--trace-lifetimes'"),
    ])
    func refusesWhatDoesNotGoTogetherInOneLine(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .failure(UsageError(message: message, showsUsage: false)))
    }

    /// After `open` and before its link, a word starting with `-` that no option knows is taken as the link,
    /// and refused as one; anywhere else it is an unknown option.
    @Test func aDashedWordIsTheLinkOnlyRightAfterOpen() {
        guard case .failure(let refusal) = Invocation.parse(["open", "-privacy"]) else {
            Issue.record("open -privacy was taken")
            return
        }
        #expect(
            refusal
                == UsageError(
                    message:
                        "'-privacy' is no segment of a link: lower-case words joined by '-' ('feature-graph links' "
                        + "lists every link)", showsUsage: false))
        #expect(Invocation.parse(["open", "profile", "-x"]) == .failure(UsageError(message: "unknown option '-x'")))
        #expect(Invocation.parse(["-x", "open", "profile"]) == .failure(UsageError(message: "unknown option '-x'")))
        #expect(Invocation.parse(["links", "-x"]) == .failure(UsageError(message: "unknown option '-x'")))
    }

    /// `open` with no link, however the rest reads, is refused in one line, with no usage after it.
    @Test(arguments: [["open"], ["open", "--trace-lifetimes"], ["--data-dir", "/tmp/x", "open"]])
    func openWithNoLinkIsOneLine(arguments: [String]) {
        #expect(
            Invocation.parse(arguments)
                == .failure(
                    UsageError(
                        message: "open needs a link, such as profile/privacy ('feature-graph links' lists every link)",
                        showsUsage: false)))
    }

    /// Links refused, each with the line that says why (before the hint to `links`).
    private static let noLinks: [(link: String, says: String)] = [
        ("", "a link names at least one screen, such as profile/privacy"),
        ("pro\nfile", "'pro\\u{A}file' has a control character; \(Self.characters)"),
        ("pro\u{7F}file", "'pro\\u{7F}file' has a control character; \(Self.characters)"),
        ("pro\u{200B}file", "'pro\\u{200B}file' is not plain ASCII; \(Self.characters)"),
        ("pro\u{2028}file", "'pro\\u{2028}file' is not plain ASCII; \(Self.characters)"),
        ("pro\u{2029}file", "'pro\\u{2029}file' is not plain ASCII; \(Self.characters)"),
        ("\u{FEFF}profile", "'\\u{FEFF}profile' is not plain ASCII; \(Self.characters)"),
        ("\u{2066}profile", "'\\u{2066}profile' is not plain ASCII; \(Self.characters)"),
        ("a//b", "'a//b' has an empty segment; segments are joined by one '/', as in profile/privacy"),
        ("a/./b", "'.' in 'a/./b' is no screen: a link goes down from the main menu, a screen a segment"),
        ("edit_quote", "'edit_quote' is no segment of a link: lower-case words joined by '-'"),
        ("quote-", "'quote-' is no segment of a link: lower-case words joined by '-'"),
        ("\u{202E}quote", "'\\u{202E}quote' is not plain ASCII; \(Self.characters)"),
        ("quote\u{9B}", "'quote\\u{9B}' has a control character; \(Self.characters)"),
        ("quote/ed\u{A0}it", "'quote/ed\\u{A0}it' is not plain ASCII; \(Self.characters)"),
        ("a/./b/..", "'.' in 'a/./b/..' is no screen: a link goes down from the main menu, a screen a segment"),
        ("Quote/Edit", "'Quote' in 'Quote/Edit' is no segment of a link: lower-case words joined by '-'"),
        ("pro file", "'pro file' is no segment of a link: lower-case words joined by '-'"),
        // A long link is cut around its first fault, which stays on the line, whatever faults come after it.
        (
            "a-" + String(repeating: "b", count: 30) + "C" + String(repeating: "d", count: 30) + "E",
            "'\u{2026}bbbbbbbbbbbbCddddddddddd\u{2026}' is no segment of a link: lower-case words joined by '-'"
        ),
        (
            "profile/privacy/photos/friends-list/",
            "'\u{2026}acy/photos/friends-list/' has an empty segment; segments are joined by one '/', as in "
                + "profile/privacy"
        ),
        (
            "profile/privacy/photos/friends-list/../posts/abcdefghijklmnop",
            "'..' in '\u{2026}riends-list/../posts/abc\u{2026}' is no screen: a link goes down from the main menu, a "
                + "screen a segment"
        ),
        (
            "a\u{1}bcdefghijklmnopqrstuvwxyz0123456789\u{7}",
            "'a\\u{1}bcdefghijklmnopqrstuvw\u{2026}' has a control character; \(Self.characters)"
        ),
        (
            "a\u{E9}bcdefghijklmnopqrstuvwxyz0123456789\u{E8}",
            "'a\u{E9}bcdefghijklmnopqrstuvw\u{2026}' is not plain ASCII; \(Self.characters)"
        ),
        (
            "profile/privacy/photos/abcdefghij\u{1}",
            "'\u{2026}ivacy/photos/abcdefghij\\u{1}' has a control character; \(Self.characters)"
        ),
        (
            "profile/privacy/photos/\u{A0}abcdefghijklmnop",
            "'\u{2026}vacy/photos/\\u{A0}abcdefghijk\u{2026}' is not plain ASCII; \(Self.characters)"
        ),
        (
            "profile/privacy/abcdefghijklmnopqrstuvwxyz-X",
            "'\u{2026}efghijklmnopqrstuvwxyz-X' in '\u{2026}efghijklmnopqrstuvwxyz-X' is no segment of a link: "
                + "lower-case words joined by '-'"
        ),
        (
            "abcdefghijklmnopqrstuvwxyz--abc/profile",
            "'\u{2026}hijklmnopqrstuvwxyz--abc' in '\u{2026}opqrstuvwxyz--abc/profil\u{2026}' is no segment of a link: lower-case "
                + "words joined by '-'"
        ),
        (
            "profile/privacy/photos/friends-list//posts",
            "'\u{2026}otos/friends-list//posts' has an empty segment; segments are joined by one '/', as in "
                + "profile/privacy"
        ),
        (
            String(repeating: "ab/", count: 70),
            "a link of 210 characters is too long ('ab/ab/ab/ab/ab/ab/ab/ab/\u{2026}'); the longest taken is 200"
        ),
        (
            String(repeating: "a", count: 201),
            "a link of 201 characters is too long ('\(String(repeating: "a", count: 24))\u{2026}'); the longest taken is 200"
        ),
    ]

    /// What is no link at all is refused before the app is asked, in one line with no usage after it, compared
    /// whole: every character that would break or hide in the line shown escaped.
    @Test(arguments: noLinks)
    func refusesWhatIsNoLinkInOneLine(link: String, says: String) throws {
        let whole = "\(says) ('feature-graph links' lists every link)"
        #expect(Invocation.parse(["open", link]) == .failure(UsageError(message: whole, showsUsage: false)))
        guard case .failure(let error) = Invocation.parse(["open", link]) else { return }
        let breaks = error.message.unicodeScalars.filter {
            $0.properties.generalCategory == .format || [0x0A, 0x0D, 0x2028, 0x2029].contains($0.value)
        }
        #expect(breaks.isEmpty, "\(error.message.debugDescription)")
    }

    /// The longest link taken is taken: 200 characters, each a screen's segment as far as the command line
    /// can tell.
    @Test func aLinkOfTheLongestLengthIsTaken() throws {
        let longest = String(repeating: "ab/", count: 66) + "ab"
        #expect(longest.count == LinkText.maximumCharacters)
        #expect(try LinkText.segments(of: longest).get().count == 67)
    }
}

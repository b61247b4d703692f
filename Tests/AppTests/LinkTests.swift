import Diagnostics
import Foundation
import GraphExport
import LifetimeDiagnostics
import TerminalScreen
import TestSupport
import Testing

@testable import App

/// Where the user is, written down: every screen's link opens the stack a person reaches it by, and a link
/// crosses features only where a navigation crossing is wired.
@MainActor
@Suite(.limitForATest) struct LinkTests {
    /// For every screen a walk of the app reaches by its choices, the link of where it is opens the same
    /// stack over a new tree, titles bottom to top; only a flow's later steps have no link.
    @Test func everyScreenAWalkReachesIsOpenedByItsLinkWithTheSameStack() async {
        let steps = await RootComponent.sample(tracker: nil).root.walkEveryScreen()
        let linked = steps.filter { $0.link?.isEmpty == false }
        for step in linked {
            let opened = RootComponent.sample(tracker: nil).root.opened(step.link ?? "")
            #expect(opened.screens.map(\.title) == step.titles, "\(step.link ?? "")")
        }
        let unlinked = steps.filter { $0.link == nil }.map(\.screen.title)
        #expect(linked.count >= 16)
        #expect(unlinked.allSatisfy { $0.hasPrefix("Change schedule \u{2014} step") || $0 == "Review schedule" })
    }

    /// Every link `feature-graph links` prints reads back as the same destinations, which open the stack it
    /// was printed with.
    @Test func everyLinkPrintedParsesBackToTheSameStack() {
        let links = RootComponent.links()
        for link in links {
            let opened = RootComponent.sample(tracker: nil).root.opened(link.text)
            #expect(opened.link == link.text)
            #expect(opened.screens.map(\.title) == link.titles, "\(link.text)")
        }
        #expect(Set(links.map(\.text)).count == links.count, "a link printed twice")
    }

    /// A link goes from one feature to another only where the graph draws a navigation edge between them,
    /// and every navigation edge drawn is taken by some link: a route wired that no screen offers, or a way
    /// into another feature that no crossing drew, fails here, named.
    @Test func linksCrossFeaturesExactlyWhereTheGraphDrawsANavigationEdge() {
        let root = RootComponent.sample(tracker: nil).root
        let drawn = Set(root.featureEdges.filter { $0.kind == .navigation }.map { [$0.from, $0.to] })
        var taken: Set<[String]> = []
        for link in RootComponent.links() {
            let features = root.opened(link.text).features.dropFirst()
            for (from, to) in zip(features, features.dropFirst()) where from != to {
                #expect(drawn.contains([from, to]), "\(link.text) goes from \(from) to \(to), which no crossing draws")
                taken.insert([from, to])
            }
        }
        for edge in drawn.subtracting(taken) {
            Issue.record("the navigation edge \(edge[0]) -> \(edge[1]) is drawn, and no link takes it")
        }
    }

    /// `feature-graph links`: one a line, each with its screen's title, a cross-feature link among them.
    @Test func linksPrintsEveryLinkWithItsScreensTitle() async {
        let run = await AppRun(["links"], input: "")
        let lines = run.output.split(separator: "\n")
        #expect(run.status == .success)
        #expect(lines.count == RootComponent.links().count && lines.count >= 16)
        #expect(lines.contains { $0.hasPrefix("profile/privacy/photos ") && $0.hasSuffix(" Photos") })
        #expect(lines.contains { $0.hasPrefix("profile/edit-quote ") && $0.hasSuffix(" Edit quote") })
    }

    /// Links are a contract, as stored keys are: a user keeps them in scripts and in what `resume` opens. Every
    /// link of `Golden/links.txt` still opens a screen of the title it was shipped with, so a renamed segment
    /// is a decision a test shows, and the destination keeps the old name among its `formerSegments`.
    @Test func everyLinkShippedStillOpensItsScreen() throws {
        let shipped = try Self.shipped()
        #expect(shipped.count >= 16)
        for (link, title) in shipped {
            let tree = RootComponent.sample(tracker: nil)
            var navigation = tree.root.navigation()
            #expect(navigation.open(link: link.split(separator: "/").map(String.init)) == nil, "\(link) opens nothing")
            #expect(navigation.top.title == title, "\(link)")
        }
    }

    /// What `feature-graph links` prints of the features the file knows is the file, whole and in order: a
    /// screen added to one of them is added to the file, where a review sees it. (A feature `new-feature` adds
    /// has lines of its own, which this leaves to it.)
    @Test func theLinksOfTheFeaturesShippedAreTheFileWhole() async throws {
        let shipped = try Self.shipped()
        let features = Set(shipped.map { $0.link.prefix { $0 != "/" } })
        let printed = await AppRun(["links"], input: "").output.split(separator: "\n").map(Self.linkAndTitle)
        let known = printed.filter { features.contains($0.link.prefix { $0 != "/" }) }
        #expect(known.map(\.link) == shipped.map(\.link))
        #expect(known.map(\.title) == shipped.map(\.title))
    }

    private static func shipped() throws -> [(link: String, title: String)] {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/links.txt")
        return try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").map(linkAndTitle)
    }

    /// A line of `feature-graph links`: the link, spaces, its screen's title.
    private static func linkAndTitle(_ line: Substring) -> (link: String, title: String) {
        let link = line.prefix { $0 != " " }
        return (String(link), line.dropFirst(link.count).trimmingCharacters(in: .whitespaces))
    }

    /// `open` starts on the screen with every screen of its path beneath: `b` walks back up to the main menu.
    @Test func openStartsOnTheScreenAndBackWalksUpItsPath() async {
        let run = await AppRun(["open", "profile/privacy/photos"], input: "b\nb\nb\nq\n")
        let titles = run.output.components(separatedBy: "\n").filter {
            ["Photos", "Privacy preferences", "Profile", "FeatureGraph"].contains($0)
        }
        #expect(titles == ["Photos", "Privacy preferences", "Profile", "FeatureGraph"])
        #expect(run.status == .success)
        let remind = await AppRun(["open", "quote/remind"], input: "b\nq\n")
        #expect(remind.output.hasPrefix("Notification settings\n"))
        #expect(remind.output.contains("> \nQuote\n"))
    }

    /// The per-visit feature a link passes through makes one visit, which ends when the user leaves it:
    /// released then, and nothing captive.
    @Test func aLinkThroughProfileMakesOneVisitThatEndsWhenTheUserLeavesIt() async {
        let run = await AppRun(["open", "profile/privacy", "--trace-lifetimes"], input: "b\nb\nq\n")
        #expect(run.output.components(separatedBy: "created ProfileComponent").count == 2)
        let beforeQuit = run.output.components(separatedBy: "  q  Quit\n> ").dropLast().joined()
        #expect(beforeQuit.contains("released ProfileComponent (scope) ^->Root->Profile"))
        #expect(!run.output.contains("captive") && run.errors.isEmpty)
        #expect(run.status == .success)
    }

    /// Diagnostics is a feature like the others: its link opens it above the main menu, as a visit of its own
    /// that the screen shows.
    @Test func diagnosticsOpensByItsLinkAndShowsItsOwnVisit() async {
        let run = await AppRun(["open", "diagnostics"], input: "b\nq\n")
        #expect(run.output.hasPrefix("Diagnostics\nData: "))
        #expect(run.output.contains("  Diagnostics (DiagnosticsComponent, per visit): 1 open now, 1 opened in all\n"))
        #expect(run.output.contains("\nFeatureGraph\n"))
        #expect(run.status == .success)
    }

    /// A link that names no screen is refused in one line on standard error, exit 64, and nothing starts:
    /// no screen is shown, no data is written. The line is compared whole: a wrong word in it is a failure.
    @Test(arguments: [
        ("profile/nowhere", "no screen 'nowhere' under profile; the closest link is profile/view-as"),
        ("profile/photos", "no screen 'photos' under profile; the closest link is profile/privacy/photos"),
        ("nowhere", "no screen 'nowhere' on the main menu; the closest link is quote"),
        (
            "settings/schedule/stop-time",
            "stop-time is a later step of a flow: a link opens only its first step, settings/schedule"
        ),
        ("", "a link names at least one screen, such as profile/privacy"),
        (
            "profile//privacy",
            "'profile//privacy' has an empty segment; segments are joined by one '/', as in profile/privacy"
        ),
        ("profile/", "'profile/' has an empty segment; segments are joined by one '/', as in profile/privacy"),
        ("/profile", "'/profile' has an empty segment; segments are joined by one '/', as in profile/privacy"),
        ("..", "'..' is no screen: a link goes down from the main menu, a screen a segment"),
        (
            "profile/../quote",
            "'..' in 'profile/../quote' is no screen: a link goes down from the main menu, a screen a segment"
        ),
        (
            String(repeating: "a", count: 10_240),
            "a link of 10240 characters is too long ('\(String(repeating: "a", count: 24))\u{2026}'); the longest taken is 200"
        ),
        (
            "profile\u{1B}[31m",
            "'profile\\u{1B}[31m' has a control character; a link is lower-case letters, '-' and '/'"
        ),
        ("profile\u{7}", "'profile\\u{7}' has a control character; a link is lower-case letters, '-' and '/'"),
        ("pro\nfile", "'pro\\u{A}file' has a control character; a link is lower-case letters, '-' and '/'"),
        ("pro\u{200B}file", "'pro\\u{200B}file' is not plain ASCII; a link is lower-case letters, '-' and '/'"),
        ("pro\u{2028}file", "'pro\\u{2028}file' is not plain ASCII; a link is lower-case letters, '-' and '/'"),
        ("profil\u{E9}", "'profil\u{E9}' is not plain ASCII; a link is lower-case letters, '-' and '/'"),
        ("Profile", "'Profile' is no segment of a link: lower-case words joined by '-'"),
    ])
    func aBadLinkIsRefusedInOneLineAndNothingStarts(link: String, says: String) async {
        let data = TemporaryDirectory()
        let run = await AppRun(["open", link], input: "q\n", dataDirectory: data)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors == "feature-graph: \(says) ('feature-graph links' lists every link)\n")
        #expect(data.fileNames.isEmpty)
    }

    /// A misspelt link names the link fewest edits away (inserted, deleted or replaced characters) below
    /// what it did open: one edit at the first character, at the last, one dropped, one added, and a word
    /// no link is near.
    @Test(arguments: [
        ("scheule", "profile"),
        ("xuote", "quote"),
        ("quotx", "quote"),
        ("uote", "quote"),
        ("quotes", "quote"),
        ("Xprofile", "profile"),
        ("settngs", "settings"),
        ("diagnostic", "diagnostics"),
        ("profile/privacy/photoz", "profile/privacy/photos"),
        ("profile/privacy/xhotos", "profile/privacy/photos"),
        ("profile/privacy/post", "profile/privacy/posts"),
        ("profile/view-a", "profile/view-as"),
        ("profile/privcy", "profile/privacy"),
        ("quote/edt", "quote/edit"),
        ("quote/remind/schedulex", "quote/remind/schedule"),
    ])
    func aMisspeltLinkNamesTheLinkFewestEditsAway(link: String, closest: String) {
        let refusal = RootComponent.refusal(of: link.split(separator: "/").map(String.init)) ?? ""
        #expect(refusal.contains("; the closest link is \(closest) ('feature-graph links'"), "\(refusal)")
    }
}

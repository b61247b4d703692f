import Foundation
import TestSupport
import Testing

@testable import App

/// Back where the user was: quitting stores the link of where the run ended, says so, and `resume` starts
/// there, its path beneath; a stored link that names no screen, or nothing stored, is one line and the main
/// menu, with every other stored value untouched.
@MainActor
@Suite(.limitForATest) struct ResumeTests {
    /// The issue's walk: Profile's Privacy preferences quit, then resumed and walked back up.
    @Test func resumeStartsWhereTheLastRunEndedWithItsPathBeneath() async throws {
        let data = TemporaryDirectory()
        let first = await AppRun(input: "3\n2\nq\n", dataDirectory: data)
        #expect(
            first.output.hasSuffix(
                "  b  Back\n> Left at profile/privacy \u{2014} feature-graph resume comes back here.\n"))
        let resumed = await AppRun(["resume"], input: "b\nb\nq\n", dataDirectory: data)
        let titles = resumed.output.components(separatedBy: "\n").filter {
            ["Privacy preferences", "Profile", "FeatureGraph"].contains($0)
        }
        // The Profile screen is drawn again once its user has loaded.
        #expect(titles == ["Privacy preferences", "Profile", "Profile", "FeatureGraph"])
        #expect(resumed.output.hasPrefix("Privacy preferences\n"))
        #expect(resumed.errors.isEmpty)
        #expect(resumed.status == .success)
    }

    /// Quitting on the main menu stores the main menu, and says nothing; `resume` then starts there, saying
    /// nothing either. Inside a flow, the flow's first step is stored.
    @Test func theMainMenuAndAFlowsLaterStepAreStoredAsWhereTheyComeBackTo() async throws {
        let data = TemporaryDirectory()
        let menu = await AppRun(input: "q\n", dataDirectory: data)
        #expect(!menu.output.contains("Left at"))
        let resumed = await AppRun(["resume"], input: "q\n", dataDirectory: data)
        #expect(resumed.output.hasPrefix("FeatureGraph\n") && resumed.errors.isEmpty)
        let flow = await AppRun(input: "2\n1\n08:00\nq\n", dataDirectory: data)
        #expect(flow.output.contains("Left at settings/schedule \u{2014} feature-graph resume comes back here.\n"))
        let step = await AppRun(["resume"], input: "q\n", dataDirectory: data)
        #expect(step.output.hasPrefix("Change schedule \u{2014} step 1 of 3\n"))
    }

    @Test func nothingStoredIsOneLineAndTheMainMenu() async {
        let run = await AppRun(["resume"], input: "q\n", dataDirectory: TemporaryDirectory())
        #expect(run.errors == "Nothing to resume: no run has ended with this data yet; the main menu instead.\n")
        #expect(run.output.hasPrefix("FeatureGraph\n"))
        #expect(run.status == .success)
    }

    /// Another stored value the store reports while the app starts (the schedule, read as Settings is made) takes
    /// nothing from `resume`'s own line: each is said, whole, the store's first.
    @Test func nothingStoredIsSaidThoughAnotherStoredValueWasReportedAtStart() async throws {
        let data = TemporaryDirectory()
        try data.write("not json", to: "notification-schedule.json")
        let run = await AppRun(["resume"], input: "q\n", dataDirectory: data)
        let moved = data.fileNames.first { $0.hasPrefix("notification-schedule.json.unreadable-") } ?? "nothing"
        #expect(
            run.errors == """
                \(data.url.path)/notification-schedule.json could not be read (it is not JSON); it was moved to \
                \(moved) and defaults are used.
                Nothing to resume: no run has ended with this data yet; the main menu instead.

                """)
        #expect(run.status == .success)
    }

    /// A stored link a person edited, a feature since removed, hostile bytes or an empty file: one line, whole,
    /// with no control character, the main menu, exit 0, and the other stored values as they were. (`DIR` is the
    /// data directory, `MOVED` what the file was moved to.)
    @Test(arguments: [
        (
            #"{"schemaVersion": 1, "value": "profile/nowhere"}"#,
            "The last run ended on profile/nowhere, which is no screen now (no screen 'nowhere' under profile; the "
                + "closest link is profile/view-as ('feature-graph links' lists every link)); the main menu instead."
        ),
        (
            #"{"schemaVersion": 1, "value": "\#(String(repeating: #"\u001b[2J\u001b]0;x\u0007"#, count: 500))"}"#,
            #"DIR/last-link.json holds a value FeatureGraph refuses (a link of 5000 characters is too long ('\u{1B}[2J"#
                + #"\u{1B}]0;x\u{7}\u{1B}[2J\u{1B}]0;x\u{7}\u{1B}[2J…'); the longest taken is 200 ('feature-graph "#
                + "links' lists every link)); it was moved to MOVED and defaults are used."
        ),
        ("", "DIR/last-link.json could not be read (it is empty); it was moved to MOVED and defaults are used."),
        (
            #"{"schemaVersion": 1, "value": "profile\nprivacy"}"#,
            #"DIR/last-link.json holds a value FeatureGraph refuses ('profile\u{A}privacy' has a control character; "#
                + "a link is lower-case letters, '-' and '/' ('feature-graph links' lists every link)); it was moved "
                + "to MOVED and defaults are used."
        ),
    ])
    func aStoredLinkThatNamesNoScreenIsOneLineAndTheMainMenu(stored: String, says: String) async throws {
        let data = TemporaryDirectory()
        _ = await AppRun(input: "1\n1\nStay hungry.\nStewart Brand\nq\n", dataDirectory: data)
        let quote = try data.read("quote.json")
        try data.write(stored, to: "last-link.json")
        let run = await AppRun(["resume"], input: "q\n", dataDirectory: data)
        let moved = data.fileNames.first { $0.hasPrefix("last-link.json.unreadable-") } ?? "nothing"
        let line = says.replacingOccurrences(of: "DIR", with: data.url.path).replacingOccurrences(
            of: "MOVED", with: moved)
        #expect(run.errors == line + "\n")
        #expect(run.output.hasPrefix("FeatureGraph\n"))
        #expect(run.status == .success)
        #expect(try data.read("quote.json") == quote)
    }

    /// Every link opens through `resume` the stack it opens through `open`: `b` walks back down the same
    /// screens, the top one first.
    @Test func everyLinkResumesToTheStackItOpens() async throws {
        for link in RootComponent.links() {
            let data = TemporaryDirectory()
            try data.write(#"{"schemaVersion": 1, "value": "\#(link.text)"}"#, to: "last-link.json")
            let keys = String(repeating: "b\n", count: link.titles.count)
            let resumed = await AppRun(["resume"], input: keys, dataDirectory: data)
            let opened = await AppRun(["open", link.text], input: keys)
            #expect(Self.titles(resumed.output, of: link.titles) == link.titles.reversed(), "\(link.text)")
            #expect(Self.titles(opened.output, of: link.titles) == link.titles.reversed(), "\(link.text)")
            #expect(resumed.errors.isEmpty, "\(link.text): \(resumed.errors)")
        }
    }

    /// The titles among `titles` that `output` draws, in order, each drawing again of one screen once.
    private static func titles(_ output: String, of titles: [String]) -> [String] {
        output.components(separatedBy: "\n").filter(titles.contains).reduce(into: []) { shown, title in
            if shown.last != title { shown.append(title) }
        }
    }

    /// `?` names the link of the screen it is asked on, with the command that opens it; a flow's later step
    /// names its first step's, and says so; the main menu has none to name.
    @Test func helpNamesTheLinkOfTheScreen() async {
        let profile = await AppRun(input: "3\n?\nq\n")
        #expect(profile.output.contains("This screen's link is profile: feature-graph open profile starts here.\n"))
        let step = await AppRun(input: "2\n1\n\n?\nq\n")
        #expect(
            step.output.contains(
                "This step has no link of its own; the flow's first step is settings/schedule: "
                    + "feature-graph open settings/schedule starts there.\n"))
        let menu = await AppRun(input: "?\nq\n")
        #expect(!menu.output.contains("link is"))
    }
}

import Foundation
import TestSupport
import Testing

/// Each feature's executable alone, built and run as a person runs it, input piped: its first screen over its
/// fakes, the app's keys and links, another feature's destination as a placeholder, and one line for a link that
/// opens nothing.
@Suite struct FeatureAloneTests {
    /// A feature alone is a build of that feature, the front and its fakes, and no test framework: the fakes report
    /// to whom their maker names, so nothing of Testing is linked into the executable (as `ldd` sees it).
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")),
        arguments: ["quote-alone", "settings-alone", "profile-alone"])
    func aFeatureAloneLinksNoTestFramework(product: String) async throws {
        let ldd = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/ldd"), arguments: [ChildProcess.builtProduct(product).path])
        let ended = try await ldd.finish(within: WaitLimit.forAnEvent)
        #expect(ended.status == 0, "\(ended.errors)")
        #expect(ended.output.contains("libswiftCore.so"), "ldd read the executable: \(ended.output)")
        #expect(!ended.output.contains("Testing"), "\(ended.output)")
    }

    /// The run of `product` with `arguments`, `input` typed and then ended.
    /// Its output not a terminal's, where a terminal would be styled (`TERM=xterm`): the output is plain.
    private func run(_ product: String, _ arguments: [String] = [], typing input: String) async throws
        -> ChildProcess.Ending
    {
        let child = try ChildProcess(
            ChildProcess.builtProduct(product), arguments: arguments, environment: ["TERM": "xterm"])
        child.type(input)
        try child.endInput()
        return try await child.finish(within: WaitLimit.forAnEvent)
    }

    @Test func quoteAloneShowsItsStoredQuoteTheEditorAndQuitsWithZero() async throws {
        let run = try await run("quote-alone", typing: "1\nb\nq\n")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Quote\n\u{201C}Simplicity is prerequisite for reliability.\u{201D}\n"))
        #expect(run.output.contains("\nEdit quote\nCurrent text: \u{201C}Simplicity is prerequisite for reliability."))
        #expect(run.output.contains("> b\nLeft Edit quote; the quote is unchanged.\n\nQuote\n"))
        #expect(run.errors.isEmpty)
    }

    /// `?` names the alone executable as the command that opens the link; Notification settings is Settings'
    /// placeholder, which quote-alone asked its fakes for by name, so nothing is reported used unset.
    @Test func quoteAloneNamesItsOwnCommandForALinkAndShowsSettingsAsAPlaceholder() async throws {
        let run = try await run("quote-alone", typing: "2\n?\nq\n")
        #expect(
            run.output.contains(
                "Notification settings\nA placeholder for Notification settings of the Settings feature, "
                    + "which this build leaves out.\n"))
        #expect(run.output.contains("This screen's link is quote/remind: quote-alone quote/remind starts here."))
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    /// A link opens its screen, with what is below it, as `feature-graph open` does; one that opens nothing is
    /// one line and 64, and so is a second argument or an option.
    @Test func aLinkOpensItsScreenAndAnyOtherArgumentIsOneLine() async throws {
        let opened = try await run("quote-alone", ["quote/edit"], typing: "b\nb\nq\n")
        #expect(opened.output.hasPrefix("Edit quote\n"))
        #expect(opened.output.contains("> b\nLeft Edit quote; the quote is unchanged.\n\nQuote\n"))
        #expect(opened.output.contains("\nQuote alone\n"))
        let nowhere = try await run("quote-alone", ["quote/nowhere"], typing: "")
        #expect(nowhere.status == 64)
        #expect(nowhere.errors == "quote-alone: no screen 'nowhere' under quote; the closest link is quote/edit\n")
        #expect(nowhere.output.isEmpty)
        let hostile = try await run("quote-alone", ["quote/\u{1B}[2J\nx"], typing: "")
        #expect(hostile.status == 64)
        #expect(
            hostile.errors
                == "quote-alone: no screen '\\u{1B}[2J\\u{A}x' under quote; the closest link is quote/edit\n")
        let emptySegment = try await run("quote-alone", ["quote/"], typing: "")
        #expect(emptySegment.status == 64)
        #expect(emptySegment.errors == "quote-alone: no screen '' under quote; the closest link is quote/edit\n")
        for arguments in [["quote", "quote"], ["-x"], ["--help", "quote"]] {
            let refused = try await run("quote-alone", arguments, typing: "")
            #expect(refused.status == 64)
            #expect(refused.errors == Self.usage)
        }
    }

    private static let usage = "usage: quote-alone [LINK | -h | --help | --version]   (quote by default; q quits)\n"

    /// `-h` and `--help` print the usage, `--version` the version, to standard output, and end with 0, as the
    /// app's do.
    @Test(arguments: [(["-h"], usage), (["--help"], usage), (["--version"], "quote-alone 0.1.0\n")])
    func helpAndVersionAreAnsweredAsTheAppAnswersThem(arguments: [String], printed: String) async throws {
        let run = try await run("quote-alone", arguments, typing: "")
        #expect(run.status == 0)
        #expect(run.output == printed)
        #expect(run.errors.isEmpty)
    }

    /// Each executable alone ends with its status: 64 for a link that opens nothing, named in one line with the
    /// closest link, as the app names it.
    @Test(arguments: [
        ("settings-alone", "settings", "settings/schedule"), ("profile-alone", "profile", "profile/view-as"),
    ])
    func aLinkThatOpensNothingEndsWith64(product: String, first: String, closest: String) async throws {
        let run = try await run(product, ["\(first)/nowhere"], typing: "")
        #expect(run.status == 64)
        #expect(run.errors == "\(product): no screen 'nowhere' under \(first); the closest link is \(closest)\n")
    }

    @Test func settingsAloneShowsTheDefaultScheduleAndItsFlow() async throws {
        let run = try await run("settings-alone", typing: "1\n10:00\n\n\n1\nb\nq\n")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("\nSettings alone\nNotifications every 15 min from 10:00 to 21:00"))
        #expect(run.output.hasPrefix("Notification settings\nNotifications every 15 min from 09:00 to 21:00"))
        #expect(run.output.contains("Notifications every 15 min from 10:00 to 21:00"))
        #expect(run.output.contains("> 1\nSaved: every 15 min from 10:00 to 21:00"))
    }

    @Test func profileAloneShowsTheSampleUserAndTheQuoteEditorAsAPlaceholder() async throws {
        let run = try await run("profile-alone", typing: "4\nq\n")
        #expect(run.status == 0)
        #expect(run.output.contains("Ada Lovelace\n"))
        #expect(run.output.contains("Favourite quote: \u{201C}Simplicity is prerequisite for reliability.\u{201D}"))
        #expect(run.output.contains("Edit quote\nA placeholder for Edit quote of the Quote feature"))
        #expect(run.errors.isEmpty)
    }

    /// Its day starts at 09:14:50, so the first reminder, of the subject the example sets, comes ten seconds in,
    /// below the screen, as the app shows one.
    @Test func settingsAloneSendsItsFirstReminderTenSecondsIn() async throws {
        let child = try ChildProcess(ChildProcess.builtProduct("settings-alone"), environment: [:])
        try await child.waitForOutput("the reminder of 09:15", within: WaitLimit.forAnEvent) {
            $0.contains("\nReminder 09:15 \u{2014} \u{201C}Less is more.\u{201D} \u{2014} Mies van der Rohe\n")
        }
        child.type("q\n")
        #expect(try await child.finish(within: WaitLimit.forAnEvent).status == 0)
    }

    /// SIGINT ends the run with 130, as the app's does; a reader that goes away ends it with 0, not SIGPIPE.
    @Test func sigintEndsWith130AndAReaderGoingAwayWith0() async throws {
        let child = try ChildProcess(ChildProcess.builtProduct("quote-alone"), environment: [:])
        try await child.waitForOutput("the first prompt", within: WaitLimit.forAnEvent) { $0.contains("> ") }
        child.send(SIGINT)
        let interrupted = try await child.finish(within: WaitLimit.forAnEvent)
        #expect((interrupted.status, interrupted.reason) == (130, .exit))
        let alone = "timeout -s KILL 20 '\(ChildProcess.builtProduct("quote-alone").path)'"
        let pipeline = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "yes 2 | \(alone) | head -c 100 >/dev/null; echo \"alone=${PIPESTATUS[1]}\""])
        let ending = try await pipeline.finish(within: WaitLimit.forAnEvent)
        #expect(ending.output == "alone=0\n", "137: still running when killed; 141: killed by SIGPIPE")
    }

    /// At a terminal, Ctrl-C is a key that ends the run with 130, and the terminal is given back.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func ctrlCAtATerminalEndsWith130() async throws {
        let alone = "'\(ChildProcess.builtProduct("quote-alone").path)'; echo \"exit=$?\"; stty -a"
        let child = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-qec", alone, "/dev/null"],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
        try await child.waitForOutput("the Quote screen", within: WaitLimit.forAnEvent) { $0.contains("Back\r\n> ") }
        #expect(child.outputSoFar.contains("\u{1B}[1mQuote\u{1B}[0m"), "a terminal's titles are styled")
        child.type("\u{03}")
        try await child.waitForOutput("the end", within: WaitLimit.forAnEvent) { $0.contains("exit=130") }
        let ending = try await child.finish(within: WaitLimit.forAnEvent)
        let settings = (ending.output.components(separatedBy: "exit=130").last ?? "")
            .components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig"].allSatisfy(settings.contains))
    }
}

import Foundation
import TestSupport
import Testing

/// Runs the built `feature-graph` binary with piped input, as a user's shell or a demo script would.
@Suite(.limitForATest)
struct EndToEndTests {
    @Test func aPipedSessionRunsAndEndsWith0() async throws {
        let run = try await BinaryRun(input: Data("1\n?\nb\nq\n".utf8))
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("FeatureGraph\nNotifications every 15 min from 09:00 to 21:00"))
        #expect(run.output.contains("  \u{2014} Albert Einstein\n"))
        #expect(run.errors.isEmpty)
    }

    /// Piped input is written back after each prompt, so no notice or trace line shares the prompt's line.
    @Test func aPipedTranscriptGivesEveryNoticeALineOfItsOwn() async throws {
        let typed = ["1", "1", "Words.", "Someone", "b", "q"]
        let run = try await BinaryRun(
            arguments: ["--trace-lifetimes"], input: Data(typed.map { $0 + "\n" }.joined().utf8))
        let prompted = run.output.split(separator: "\n").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        #expect(prompted == typed)
        #expect(
            run.output.contains("> Someone\n[lifetime] released EditQuoteScreen (factory) ^->Root->Quote\nSaved.\n"))
    }

    /// Piped input is read on only once a screen's load has ended, so a transcript shows the loaded page
    /// before the next typed line, whatever the timing, and no prompt while it loads: a bare `> ` would
    /// read as an empty line typed.
    @Test func aPipedSessionShowsTheLoadedPageBeforeReadingOn() async throws {
        let run = try await BinaryRun(input: Data("3\nb\nq\n".utf8))
        let afterLoading = try #require(run.output.components(separatedBy: "Loading\u{2026}\n").dropFirst().first)
        let beforeBack = try #require(afterLoading.components(separatedBy: "> b\n").first)
        #expect(beforeBack.contains("Ada Lovelace\n"))
        #expect(!run.output.contains("\n> \n"))
    }

    @Test func endOfInputExits0() async throws {
        let run = try await BinaryRun(input: Data())
        #expect(run.status == 0)
    }

    /// A run that never ends cannot hang the suite: at the deadline it is killed, and the failure shows
    /// what it printed.
    @Test func aChildThatNeverEndsIsKilledAtItsDeadlineAndItsOutputShown() async throws {
        let data = TemporaryDirectory()
        let child = try BinaryRun.launch([], data: data)  // its input stays open: it waits for a line
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.hasSuffix("> ") }
        let error = await #expect(throws: ChildProcess.DeadlinePassed.self) {
            try await child.finish(within: .milliseconds(300))
        }
        #expect(!child.isRunning)
        #expect(error?.output.hasPrefix("FeatureGraph\n") == true)
        #expect(error?.description.contains("  4  Diagnostics\n") == true)
    }

    @Test func aUsageErrorExits64() async throws {
        let run = try await BinaryRun(arguments: ["--nope"], input: Data())
        #expect(run.status == 64)
        #expect(run.errors == "feature-graph: unknown option '--nope' ('feature-graph --help' shows the usage)\n")
    }

    @Test func invalidUTF8AndControlBytesNeitherCrashNorHang() async throws {
        var input = Data([0xFF, 0xFE, 0xC3, 0x0A, 0x00, 0x1B, 0x5B, 0x41, 0x0A])
        input.append(Data((String(repeating: "y", count: 100_000) + "\nq\n").utf8))
        let run = try await BinaryRun(input: input)
        #expect(run.status == 0)
        #expect(run.output.contains("Unknown choice \"\u{FFFD}\u{FFFD}\u{FFFD}\""))
        #expect(run.output.contains("That line is too long"))
    }

    /// Ctrl-C ends the run with 130, the line after the prompt ended so the shell's prompt starts a line.
    @Test func ctrlCExits130() async throws {
        let run = try await BinaryRun.interrupted()
        #expect(run.status == 130)
        #expect(run.reason == .exit)
        #expect(run.output.hasSuffix("> \n"))
    }

    /// Some parents start their children with SIGINT and SIGTERM blocked; the app unblocks them, so
    /// `kill` still ends it. The parent here is Python, which blocks them and then execs the app.
    @Test func aParentThatBlocksTheEndingSignalsCanStillEndTheRun() async throws {
        let data = TemporaryDirectory()
        let blockThenExec =
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM}); "
            + "os.execv(sys.argv[1], sys.argv[1:])"
        let child = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-c", blockThenExec, BinaryRun.executable.path],
            environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path, "HOME": data.url.path, "PATH": "/usr/bin:/bin"])
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.hasSuffix("> ") }
        child.send(SIGTERM)
        let ending = try await child.finish(within: BinaryRun.deadline)
        #expect(ending.reason == .exit)
        #expect(ending.status == 143)
    }

    @Test func sigtermExits143AndSavesNoHalfDoneFlow() async throws {
        let run = try await BinaryRun.interrupted(typing: "2\n1\n10:00\n", signal: SIGTERM)
        #expect(run.status == 143)
        #expect(run.reason == .exit)
        #expect(run.output.hasSuffix("Stop time (HH:mm)\n> \n"))
        #expect(run.dataFiles.allSatisfy { !$0.hasPrefix("notification-schedule.json") })
    }

    /// `yes 4 | feature-graph | head -c 100`: once the reader has gone, the app must end, not keep
    /// answering an endless input nobody sees.
    @Test func aReaderThatGoesAwayEndsTheRun() async throws {
        let data = TemporaryDirectory()
        // `timeout` ends an app that never would, so that nothing is left running when the test fails.
        let app = "timeout -s KILL 20 '\(BinaryRun.executable.path)' --data-dir '\(data.url.path)'"
        let pipeline = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "yes 4 | \(app) | head -c 100 >/dev/null; echo \"app=${PIPESTATUS[1]}\""])
        let ending = try await pipeline.finish(within: BinaryRun.deadline)
        #expect(ending.output == "app=0\n", "137: still running when killed; 141: killed by SIGPIPE")
    }

    /// Started with its standard input closed, the app is given descriptor 0 by its first `open`s, the
    /// stored quote's among them: it is read like any other file, and the menu names its author.
    @Test func withStandardInputClosedStoredValuesAreStillRead() async throws {
        let data = TemporaryDirectory()
        let saving = try BinaryRun.launch([], data: data)
        saving.type("1\n1\nWords.\nGrace\nb\nq\n")
        try saving.endInput()
        #expect(try await saving.finish(within: BinaryRun.deadline).output.contains("Saved."))

        let app = "exec 0<&-; exec '\(BinaryRun.executable.path)'"
        let closed = try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", app],
            environment: ["FEATURE_GRAPH_DATA_DIR": data.url.appendingPathComponent("data").path, "NO_COLOR": "1"])
        #expect(try await closed.finish(within: BinaryRun.deadline).output.contains("Favourite quote by Grace\n"))
    }

    /// At a terminal the titles are bold and a typed line is not written back: the terminal shows it. The
    /// terminal is `script`'s, with its own echo off, so that whatever follows a prompt was written by the app.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func atATerminalTitlesAreBoldAndTypedLinesAreNotWrittenBack() async throws {
        let data = TemporaryDirectory()
        let app = "stty -echo; exec '\(BinaryRun.executable.path)' --data-dir '\(data.url.path)'"
        let child = try BinaryRun.atATerminal(app)
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.contains("> ") }
        child.type("1\n")
        try await child.waitForOutput("the Quote screen", within: BinaryRun.deadline) { $0.contains("Edit quote") }
        child.type("q\n")
        let ending = try await child.finish(within: BinaryRun.deadline)
        #expect(ending.output.contains("\u{1B}[1mFeatureGraph\u{1B}[0m"))
        #expect(!ending.output.contains("> 1"))
    }

    /// The app edits the line being typed at a terminal, and gives the terminal its own editing back on
    /// every way out: here Ctrl-C in a flow (said as a key, with what was not saved), SIGINT and SIGTERM
    /// while a line is half typed, and a crash (SIGSEGV), which then ends the run as a crash does. After the app, the same
    /// terminal says what it is set to.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
        // A sanitizer reports a crash itself, not as the runtime does.
        arguments: TerminalEnding.allCases.filter { $0 != .crash || !Sanitizer.handlesCrashSignals })
    func theTerminalGetsItsOwnEditingBackWhateverEndsTheRun(_ ending: TerminalEnding) async throws {
        let data = TemporaryDirectory()
        let app =
            "sh -c 'echo app=$$; exec \"$0\" --data-dir \"$1\"' '\(BinaryRun.executable.path)' '\(data.url.path)'; "
            + "echo \"exit=$?\"; stty -a"
        let child = try BinaryRun.atATerminal(app)
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.contains("Quit\r\n> ") }
        child.type("1\r1\rhalf\r")
        try await child.waitForOutput("the author's prompt", within: BinaryRun.deadline) { $0.contains("Author\r\n> ") }
        child.type("Ad")
        try await child.waitForOutput("the typing", within: BinaryRun.deadline) { $0.contains("> Ad") }
        if ending == .ctrlC {
            child.type("\u{03}")
        } else {
            let line = child.outputSoFar.components(separatedBy: "\r\n").first { $0.hasPrefix("app=") }
            kill(try #require(line.flatMap { Int32($0.dropFirst("app=".count)) }), ending.signal)
        }
        let output = try await child.finish(within: BinaryRun.deadline).output
        #expect(output.contains("exit=\(ending.status)\r\n"))
        #expect(output.contains("Not saved: the quote you were editing.") == (ending == .ctrlC))
        let settings = output.components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig", "ixon"].allSatisfy(settings.contains))
        #expect(output.contains(" crashed:") == (ending == .crash))
    }

    /// Ctrl-S, which under the terminal's flow control stops all output and the app with it, is a key like
    /// any other at the app's prompt: the screen after it comes, and Ctrl-C then ends the run (a frozen
    /// terminal would answer neither).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func ctrlSFreezesNothingAndCtrlCEndsTheRun() async throws {
        let data = TemporaryDirectory()
        let app = "'\(BinaryRun.executable.path)' --data-dir '\(data.url.path)'; echo \"exit=$?\""
        let child = try BinaryRun.atATerminal(app)
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.contains("Quit\r\n> ") }
        child.type("\u{13}2\r")
        try await child.waitForOutput("the screen after Ctrl-S", within: WaitLimit.forAnEvent) {
            $0.contains("Change schedule")
        }
        child.type("\u{13}\u{03}")
        try await child.waitForOutput("the end", within: WaitLimit.forAnEvent) { $0.contains("exit=130") }
        try await child.finish(within: BinaryRun.deadline)
    }

    /// Leaving while another FeatureGraph holds the data directory's lock, with `q` or with Ctrl-C at a
    /// prompt: the app says it still saves and waits for it, so that a Ctrl-C meant for the menu loses no
    /// change, and gives the terminal back; a Ctrl-C then ends the run at once with 130, saying the change
    /// was not written.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
        arguments: ["q\r", "\u{03}"])
    func leavingWhileASaveWaitsSaysSoAndCtrlCThenLeavesWithoutIt(leave: String) async throws {
        let data = TemporaryDirectory()
        let lock = try HeldLock(in: data)
        defer { lock.letGo() }
        // Ctrl-C goes to every process in the terminal's foreground, the shell too, which an interactive
        // shell outlives: this one catches it to do the same.
        let app = "trap : INT; '\(BinaryRun.executable.path)' --data-dir '\(data.url.path)'; echo \"exit=$?\"; stty -a"
        let child = try BinaryRun.atATerminal(app)
        try await child.waitForOutput("the main menu", within: BinaryRun.deadline) { $0.contains("Quit\r\n> ") }
        try await child.type("1\r1\rWords.\rSomeone\r", thenWaitFor: "the wait") { $0.contains("Another FeatureGraph") }
        try await child.type(leave, thenWaitFor: "the word on saving") { $0.contains("Still saving") }
        child.type("\u{03}")
        try await child.waitForOutput("the end", within: WaitLimit.forAnEvent) { $0.contains("exit=") }
        let output = try await child.finish(within: BinaryRun.deadline).output
        #expect(output.contains("Stopped before the change being saved was written: it is not saved.\r\nexit=130\r\n"))
        #expect(!data.fileNames.contains("quote.json"))
        let settings = output.components(separatedBy: "exit=").last?.components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig", "ixon"].allSatisfy { settings?.contains($0) == true })
    }

    /// Ctrl-Z at a terminal stops the app as it stops any program, with the terminal's own editing given back
    /// while it is stopped, and `fg` carries on the line where it was. The shell is an interactive `dash`,
    /// which, unlike `bash`, leaves the terminal as the stopped program left it.
    @Test(
        .enabled(
            if: ["/usr/bin/script", "/usr/bin/dash"].allSatisfy(FileManager.default.isExecutableFile(atPath:))))
    func ctrlZStopsTheAppWithTheTerminalsEditingBackAndFgCarriesOn() async throws {
        let data = TemporaryDirectory()
        let child = try BinaryRun.atATerminal("PS1='$ ' exec dash -i")
        let app = "'\(BinaryRun.executable.path)' --data-dir '\(data.url.path)'\r"
        try await child.type(app, thenWaitFor: "the main menu") { $0.contains("Quit\r\n> ") }
        try await child.type("1\r1\r", thenWaitFor: "the quote's prompt") { $0.contains("Quote text\r\n> ") }
        try await child.type("Ad", thenWaitFor: "the typing") { $0.contains("> Ad") }
        try await child.type("\u{1A}", thenWaitFor: "the stop") { $0.contains("Stopped") }
        // `$((1 + 1))`: the line the terminal echoes does not hold what the command prints.
        try await child.type("stty -a; echo stty-$((1 + 1))\r", thenWaitFor: "the settings") {
            $0.contains("stty-2\r\n")
        }
        let stopped = child.outputSoFar.components(separatedBy: "Stopped").last ?? ""
        let settings = stopped.components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig"].allSatisfy(settings.contains))
        try await child.type("fg\r", thenWaitFor: "the line again") { $0.hasSuffix("\r\u{1B}[J> Ad") }
        // Pastes are marked again, so that a paste of several lines after `fg` still takes only its first.
        let resumed = child.outputSoFar.components(separatedBy: "fg\r\n").last ?? ""
        #expect(resumed.contains("\u{1B}[?2004h"))
        // The line is the app's to edit again: Backspace is the app's, which draws the line anew.
        try await child.type("x", thenWaitFor: "the x") { $0.hasSuffix("\r\u{1B}[J> Adx") }
        try await child.type("\u{7F}", thenWaitFor: "the x taken") { $0.hasSuffix("x\r\u{1B}[J> Ad") }
        try await child.type("d\r\r", thenWaitFor: "the quote saved") { $0.contains("\u{201C}Add\u{201D}") }
        child.type("q\rexit\r")
        #expect(try await child.finish(within: BinaryRun.deadline).status == 0)
    }

    /// Typed on one terminal and drawn on another, Ctrl-Z gives the terminal typed on its own editing back:
    /// that is the one the shell reads next.
    @Test(
        .enabled(
            if: ["/usr/bin/script", "/usr/bin/dash"].allSatisfy(FileManager.default.isExecutableFile(atPath:))))
    @MainActor func ctrlZGivesTheTerminalTypedOnItsEditingBackWhenTheScreenIsAnother() async throws {
        let data = TemporaryDirectory()
        let screen = try PseudoTerminal()
        defer { screen.close() }
        let child = try BinaryRun.atATerminal("PS1='$ ' exec dash -i")
        let screenPath = String(cString: ttyname(screen.terminal))
        child.type("'\(BinaryRun.executable.path)' --data-dir '\(data.url.path)' >'\(screenPath)'\r")
        await screen.untilShown("Quit\r\n> ")
        try await child.type("\u{1A}", thenWaitFor: "the stop") { $0.contains("Stopped") }
        try await child.type("stty -a; echo stty-$((1 + 1))\r", thenWaitFor: "the settings") {
            $0.contains("stty-2\r\n")
        }
        let settings = (child.outputSoFar.components(separatedBy: "Stopped").last ?? "")
            .components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig"].allSatisfy(settings.contains))
        child.type("fg\r")
        await screen.untilShown("\r\u{1B}[J> ")
        child.type("q\rexit\r")
        #expect(try await child.finish(within: BinaryRun.deadline).status == 0)
    }

    enum TerminalEnding: CaseIterable {
        /// Ctrl-C typed, a key the app reads; SIGINT sent by `kill`, which its handler takes.
        case ctrlC, sigint, sigterm, crash

        var signal: Int32 {
            switch self {
            case .ctrlC, .sigint: SIGINT
            case .sigterm: SIGTERM
            case .crash: SIGSEGV
            }
        }
        /// As the shell reports it: 128 and the signal, for a run a signal ended.
        var status: Int32 { 128 + signal }
    }
}

/// One run of the built executable in a fresh data directory. Every wait has a deadline: a run that
/// does not end in time is killed, and its test fails showing what the app printed.
struct BinaryRun {
    let status: Int32
    let reason: Process.TerminationReason
    let output: String
    let errors: String
    /// The files the run left in its data directory.
    let dataFiles: [String]

    static let executable = ChildProcess.builtProduct("feature-graph")
    /// Far longer than any run here takes, short enough that a hung run fails its test in good time.
    static let deadline = WaitLimit.forAnEvent

    init(arguments: [String] = [], input: Data) async throws {
        let data = TemporaryDirectory()
        let child = try Self.launch(arguments, data: data)
        child.type(input)
        try child.endInput()
        self.init(try await child.finish(within: Self.deadline), data: data)
    }

    /// Starts the menu, types `typing`, waits for the prompt after it, and sends `signal` (SIGINT, as
    /// Ctrl-C does, unless told otherwise).
    static func interrupted(typing: String = "", signal: Int32 = SIGINT) async throws -> BinaryRun {
        let data = TemporaryDirectory()
        let child = try launch([], data: data)
        let prompts = typing.filter { $0 == "\n" }.count + 1
        child.type(typing)
        try await child.waitForOutput("prompt \(prompts)", within: deadline) {
            $0.components(separatedBy: "> ").count - 1 >= prompts
        }
        child.send(signal)
        return BinaryRun(try await child.finish(within: deadline), data: data)
    }

    /// `command`, a shell command line, run at a terminal of its own: `script`'s, an xterm. A crash's report
    /// does not wait for a key there, as it would at a person's terminal.
    static func atATerminal(_ command: String) throws -> ChildProcess {
        try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-qec", command, "/dev/null"],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIFT_BACKTRACE": "interactive=no"])
    }

    /// The built app, its data in `data`, with no terminal and no colour.
    static func launch(_ arguments: [String], data: TemporaryDirectory) throws -> ChildProcess {
        try ChildProcess(
            executable, arguments: arguments,
            environment: [
                "FEATURE_GRAPH_DATA_DIR": data.url.appendingPathComponent("data").path,
                "HOME": data.url.path,
                "NO_COLOR": "1",
            ])
    }

    private init(_ ending: ChildProcess.Ending, data: TemporaryDirectory) {
        status = ending.status
        reason = ending.reason
        output = ending.output
        errors = ending.errors
        dataFiles =
            (try? FileManager.default.contentsOfDirectory(atPath: data.url.appendingPathComponent("data").path)) ?? []
    }
}

extension ChildProcess {
    /// Types `keys`, then waits until what the child printed so far satisfies `isDone`, within a run's deadline.
    func type(
        _ keys: String, thenWaitFor what: String, isolation: isolated (any Actor)? = #isolation,
        until isDone: (String) -> Bool
    ) async throws {
        type(keys)
        try await waitForOutput(what, within: BinaryRun.deadline, until: isDone)
    }
}

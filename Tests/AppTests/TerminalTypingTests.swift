import Foundation
import SettingsFeature
import TestSupport
import Testing

@testable import App

/// At a terminal the app edits the line being typed itself: a reminder that comes meanwhile is shown above
/// it, the prompt and what was typed come again below, and Enter sends what the screen shows. Run on a
/// pseudo-terminal through the app's own console, as a person's terminal would be; the clock is a manual
/// one the test moves.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TerminalTypingTests {
    private let clock = ManualClock()
    private let data = TemporaryDirectory()
    private static let einstein =
        "\u{201C}Two things are infinite: the universe and human stupidity; and I'm not sure about the universe."
        + "\u{201D} \u{2014} Albert Einstein"

    /// Starts the app at 09:14 reading `terminal` and writing `screen` (the same terminal unless given) and
    /// opens Edit quote, whose first prompt is Quote text.
    private func startAtQuoteText(
        on terminal: PseudoTerminal, drawingOn screen: PseudoTerminal? = nil
    ) async -> Task<App.ExitStatus, Never> {
        let clock = clock
        let time = DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset }
        let screen = screen ?? terminal
        let console = StandardConsole(
            environment: ["NO_COLOR": "1"], outputIsTerminal: true, input: terminal.terminal, output: screen.terminal)
        let environment = ["FEATURE_GRAPH_DATA_DIR": data.url.path]
        let run = Task {
            await FeatureGraphApp.run(
                arguments: [], edges: .test(console: console, environment: environment, clock: time))
        }
        await screen.untilShown("  q  Quit\r\n> ")
        terminal.type("1\r1\r")
        await screen.untilShown("Quote text\r\n> ")
        return run
    }

    /// Typed on one terminal and shown on another, a line is drawn where the app writes, as it is typed.
    @Test func whatIsTypedIsDrawnWhereTheAppWrites() async throws {
        let keys = try PseudoTerminal()
        let screen = try PseudoTerminal()
        defer {
            keys.close()
            screen.close()
        }
        let run = await startAtQuoteText(on: keys, drawingOn: screen)
        keys.type("half")
        await screen.untilShown("Quote text\r\n> half")
        keys.type("\u{15}q\r")  // Ctrl-U empties the line
        #expect(await run.value == App.ExitStatus.success)
        #expect(!keys.shown.contains("half"))
    }

    /// A write that ends on a prompt's line while a line is typed is followed by that line, whatever the
    /// write starts with; the line read is the one typed.
    @Test func aWriteEndingOnAPromptIsFollowedByTheLineTyped() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { TerminalMode.restore(on: terminal.terminal) }
        let read = Self.readLine(from: line)
        terminal.type("abc")
        await terminal.untilShown("abc")
        _ = line.write("\nAsk\n> ")
        await terminal.untilShown("Ask\r\n> abc")
        #expect(terminal.shown.hasSuffix("abc\r\nAsk\r\n> abc"))
        terminal.type("\r")
        for await typed in read { #expect(typed == "abc") }
    }

    /// Once a line has been taken, a write that ends on the next prompt before anything is typed there (a
    /// reminder) is not followed by it: that line belongs to the prompt before.
    @Test func aLineTakenIsNotShownAfterTheNextPrompt() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { TerminalMode.restore(on: terminal.terminal) }
        let first = Self.readLine(from: line)
        terminal.type("abc\r")
        for await _ in first {}
        _ = line.write("Next\n> ")
        await terminal.untilShown("Next\r\n> ")
        let second = Self.readLine(from: line)
        while !line.isReading { await Task.yield() }
        _ = line.write("\nReminder\nNext\n> ")
        await terminal.untilShown("Reminder\r\nNext\r\n> ")
        #expect(terminal.shown.hasSuffix("Next\r\n> "))
        terminal.type("\r")
        for await typed in second { #expect(typed == "") }
    }

    /// Enter starts a new line, so the prompt redrawn after Backspace is only what was written since: a
    /// prompt written in two parts (`Name`, then `: `) is drawn whole, and not after the prompt before it.
    @Test func aLineRedrawnAfterALineTakenStartsWithTheNextPromptAlone() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { TerminalMode.restore(on: terminal.terminal) }
        _ = line.write("> ")
        let first = Self.readLine(from: line)
        terminal.type("abc\r")
        for await _ in first {}
        _ = line.write("Name")
        _ = line.write(": ")
        let second = Self.readLine(from: line)
        terminal.type("xy\u{7F}")
        await terminal.untilShown("\u{1B}[K")
        #expect(terminal.shown.hasSuffix("\rName: x\u{1B}[K"))
        terminal.type("\r")
        for await typed in second { #expect(typed == "x") }
    }

    /// A terminal that goes away while a line is read ends the input, as does input that can no longer be
    /// read at all (here the descriptor made a folder's): the read does not go on for ever.
    @Test func inputThatEndsOrFailsEndsTheLine() async throws {
        var (controller, terminal): (Int32, Int32) = (-1, -1)
        try #require(openpty(&controller, &terminal, nil, nil, nil) == 0)
        defer { close(terminal) }
        let line = try #require(TerminalLine(input: terminal, output: terminal))
        let hungUp = Self.readLine(from: line)
        close(controller)
        for await typed in hungUp { #expect(typed == nil) }

        let folder = open("/", O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        try #require(dup2(folder, terminal) == terminal)
        for await typed in Self.readLine(from: line) { #expect(typed == nil) }
    }

    /// A terminal that has gone (its window closed) takes no more writes, and the line says it is gone.
    @Test func aTerminalThatHasGoneIsSaidToBeGone() throws {
        var (controller, terminal): (Int32, Int32) = (-1, -1)
        try #require(openpty(&controller, &terminal, nil, nil, nil) == 0)
        defer { close(terminal) }
        let line = try #require(TerminalLine(input: terminal, output: terminal))
        #expect(line.write("> "))
        close(controller)
        #expect(!line.write("Reminder\n"))
        #expect(!line.write("> "))
    }

    /// Each key reaches the app as it is typed, whatever the terminal was set to wait for: here for nothing,
    /// where a read would return at once with no byte, as at the end of input.
    @Test func eachKeyIsTakenAsItIsTypedWhateverTheTerminalWaitedFor() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        var settings = termios()
        #expect(tcgetattr(terminal.terminal, &settings) == 0)
        withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VMIN)] = 0 }
        #expect(tcsetattr(terminal.terminal, TCSANOW, &settings) == 0)
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { TerminalMode.restore(on: terminal.terminal) }
        let read = Self.readLine(from: line)
        terminal.type("a")
        await terminal.untilShown("a")
        terminal.type("\r")
        for await typed in read { #expect(typed == "a") }
    }

    /// The next line `line` reads, read on a thread of its own as the app's input thread does.
    private static func readLine(from line: TerminalLine) -> AsyncStream<String?> {
        let read = AsyncStream<String?>.makeStream()
        Thread {
            var interrupted = false
            read.continuation.yield(line.readLine(interrupted: &interrupted))
            read.continuation.finish()
        }.start()
        return read.stream
    }

    @Test func aReminderWhileTypingComesAboveAndWhatWasTypedIsShownAgainAndSaved() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let run = await startAtQuoteText(on: terminal)
        terminal.type("partial tex")
        await terminal.untilShown("> partial tex")
        await clock.untilSleeping()

        clock.advance(by: .seconds(60))
        let reminded = "> partial tex\r\nReminder 09:15 \u{2014} \(Self.einstein)\r\nQuote text\r\n> partial tex"
        await terminal.untilShown(reminded)
        #expect(terminal.shown.hasSuffix(reminded))

        terminal.type("t\r")
        await terminal.untilShown("Author\r\n> ")
        #expect(terminal.shown.contains("Quote text\r\n> partial text\r\n"))
        terminal.type("\r")
        await terminal.untilShown("\u{201C}partial text\u{201D}")
        terminal.type("q\r")
        #expect(await run.value == App.ExitStatus.success)
    }

    /// A line changed by Backspace is the line shown again after a reminder, not the one before the change.
    @Test func aReminderAfterBackspaceShowsTheLineAsEdited() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let run = await startAtQuoteText(on: terminal)
        terminal.type("wordy\u{7F}")
        await terminal.untilShown("> word\u{1B}[K")
        await clock.untilSleeping()

        clock.advance(by: .seconds(60))
        await terminal.untilShown("Einstein\r\nQuote text\r\n> word")  // the prompt and the line again
        #expect(terminal.shown.hasSuffix("Einstein\r\nQuote text\r\n> word"))
        terminal.type("\u{15}q\r")  // Ctrl-U empties the line, then q leaves
        #expect(await run.value == App.ExitStatus.success)
    }

    /// Keys that are not text change nothing but what they are for: arrows and other escape sequences
    /// are dropped, Backspace takes back one character (a whole one, however many bytes), Ctrl-U the line.
    @Test func editingKeysChangeTheLineAsShown() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let run = await startAtQuoteText(on: terminal)
        terminal.type("gone\u{15}caf\u{E9}\u{7F}\u{E8}\u{1B}[D\u{1B}OA!\r\r")
        await terminal.untilShown("\u{201C}caf\u{E8}!\u{201D}")
        terminal.type("q\r")
        #expect(await run.value == App.ExitStatus.success)
    }

    /// Ctrl-C at a terminal is read as a key: the run ends saying what it did not save, as `q` and Ctrl-D
    /// do, with 130.
    @Test func ctrlCInAFlowSaysWhatIsNotSavedAndEndsWith130() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let run = await startAtQuoteText(on: terminal)
        terminal.type("half\r")
        await terminal.untilShown("Author\r\n> ")
        terminal.type("Ada\u{03}")
        #expect(await run.value == App.ExitStatus.interrupted)
        await terminal.untilShown("Not saved: the quote you were editing.\r\n")
    }
}

import Foundation
import SettingsFeature
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// At a terminal the app edits the line being typed itself: a reminder that comes meanwhile is shown above
/// it, the prompt and what was typed come again below, and Enter sends what the screen shows. Run on a
/// pseudo-terminal through the app's own console, as a person's terminal would be; the clock is a manual
/// one the test moves.
@MainActor
@Suite(.limitForATest)
struct TerminalTypingTests {
    private static let einstein =
        "\u{201C}Two things are infinite: the universe and human stupidity; and I'm not sure about the universe."
        + "\u{201D} \u{2014} Albert Einstein"

    /// Starts the app on `terminal` (drawing on `screen`, if given) and opens Edit quote.
    private func startAtQuoteText(
        on terminal: PseudoTerminal, drawingOn screen: PseudoTerminal? = nil
    ) async -> AppAtATerminal {
        let app = await AppAtATerminal(on: terminal, drawingOn: screen)
        await app.openQuoteText(drawnOn: screen)
        return app
    }

    /// Typed on one terminal and shown on another, a line is drawn where the app writes, as it is typed.
    @Test func whatIsTypedIsDrawnWhereTheAppWrites() async throws {
        let keys = try PseudoTerminal()
        let screen = try PseudoTerminal()
        defer {
            keys.close()
            screen.close()
        }
        let app = await startAtQuoteText(on: keys, drawingOn: screen)
        keys.type("half")
        await screen.untilShown("Quote text\r\n> half")
        keys.type("\u{15}q\r")  // Ctrl-U empties the line
        #expect(await ended(app.run) == App.ExitStatus.success)
        #expect(!keys.shown.contains("half"))
    }

    @Test func aReminderWhileTypingComesAboveAndWhatWasTypedIsShownAgainAndSaved() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await startAtQuoteText(on: terminal)
        terminal.type("partial tex")
        await terminal.untilShown("> partial tex")
        await app.clock.untilSleeping()

        app.clock.advance(by: .seconds(60))
        // The prompt and the line are cleared, the reminder takes their place, and they come again below it.
        let reminded = "> partial tex\r\u{1B}[JReminder 09:15 \u{2014} \(Self.einstein)\r\nQuote text\r\n> partial tex"
        await terminal.untilShown(reminded)
        #expect(terminal.shown.hasSuffix(reminded))

        terminal.type("t\r")
        await terminal.untilShown("Author\r\n> ")
        #expect(terminal.shown.contains("Quote text\r\n> partial text\r\n"))
        terminal.type("\r")
        await terminal.untilShown("\u{201C}partial text\u{201D}")
        terminal.type("q\r")
        #expect(await ended(app.run) == App.ExitStatus.success)
    }

    /// A line changed by Backspace is the line shown again after a reminder, not the one before the change.
    @Test func aReminderAfterBackspaceShowsTheLineAsEdited() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await startAtQuoteText(on: terminal)
        terminal.type("wordy\u{7F}")
        await terminal.untilShown("\u{1B}[J> word")
        await app.clock.untilSleeping()

        app.clock.advance(by: .seconds(60))
        await terminal.untilShown("Einstein\r\nQuote text\r\n> word")  // the prompt and the line again
        #expect(terminal.shown.hasSuffix("Einstein\r\nQuote text\r\n> word"))
        terminal.type("\u{15}q\r")  // Ctrl-U empties the line, then q leaves
        #expect(await ended(app.run) == App.ExitStatus.success)
    }

    /// Keys that are not text change nothing but what they are for: arrows and other escape sequences
    /// are dropped, Backspace takes back one character (a whole one, however many bytes), Ctrl-U the line.
    @Test func editingKeysChangeTheLineAsShown() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await startAtQuoteText(on: terminal)
        terminal.type("gone\u{15}caf\u{E9}\u{7F}\u{E8}\u{1B}[D\u{1B}OA!\r\r")
        await terminal.untilShown("\u{201C}caf\u{E8}!\u{201D}")
        terminal.type("q\r")
        #expect(await ended(app.run) == App.ExitStatus.success)
    }

    /// Ctrl-C at a terminal is read as a key: the run ends saying what it did not save, as `q` and Ctrl-D
    /// do, with 130.
    @Test func ctrlCInAFlowSaysWhatIsNotSavedAndEndsWith130() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await startAtQuoteText(on: terminal)
        terminal.type("half\r")
        await terminal.untilShown("Author\r\n> ")
        terminal.type("Ada\u{03}")
        #expect(await ended(app.run) == App.ExitStatus.interrupted)
        await terminal.untilShown("Not saved: the quote you were editing.\r\n")
    }
}

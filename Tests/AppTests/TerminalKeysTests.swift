import Foundation
import TestSupport
import Testing

@testable import App

/// What a person can do at a terminal that a script never does: press Ctrl-S, edit a line wider than the
/// window, paste several lines, press Ctrl-C with a line half typed, and type anything at all. Each runs the
/// whole app on a pseudo-terminal, and a wait for what a hang would stop has its own deadline: ten seconds,
/// for the main actor is shared with every other test running meanwhile (`EndToEndTests` holds the built
/// app to two).
@MainActor
@Suite(.limitForATest)
struct TerminalKeysTests {
    /// Ctrl-S would stop all output under the terminal's flow control, and with it the app, which could then
    /// read no key: here it is a key like any other, and Ctrl-C ends the run.
    @Test func ctrlSFreezesNothingAndCtrlCThenEndsTheRun() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await AppAtATerminal(on: terminal)
        terminal.type("\u{13}2\r")
        _ = await awaiting("the screen after Ctrl-S", within: WaitLimit.forAnEvent) {
            await terminal.untilShown("  1  Change schedule")
        }
        terminal.type("\u{13}\u{03}")
        #expect(
            await awaiting("the end of the run", within: WaitLimit.forAnEvent) { await app.run.value } == .interrupted)
    }

    /// Forty Backspaces on a line of a hundred characters in a window of eighty columns: the line wraps
    /// onto two rows, then fits on one again, and no row keeps a stale copy of it.
    @Test func backspaceOnALineWiderThanTheWindowLeavesNoStaleRow() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        terminal.setSize(columns: 80, rows: 24)
        let app = await AppAtATerminal(on: terminal)
        await app.openQuoteText()
        terminal.type(String(repeating: "=", count: 100))
        await terminal.untilShown(where: { $0.hasSuffix(String(repeating: "=", count: 100)) })
        terminal.type(String(repeating: "\u{7F}", count: 40) + "!")
        await terminal.untilShown(where: { $0.hasSuffix("=!") })

        let screen = TerminalGrid(columns: 80, drawing: terminal.shown)
        #expect(screen.lines.filter { $0.contains("=") } == ["> " + String(repeating: "=", count: 60) + "!"])
        terminal.type("\u{15}q\r")
        #expect(await ended(app.run) == .success)
    }

    /// A line whose prompt and text fill their row exactly, to the last column: Backspace redraws that row,
    /// and the prompt's label on the row above stays. (The cursor waits on the full row, as a terminal keeps
    /// it there until the next character comes.)
    @Test func backspaceOnALineThatFillsItsRowExactlyLeavesTheRowAbove() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        terminal.setSize(columns: 80, rows: 24)
        let app = await AppAtATerminal(on: terminal)
        await app.openQuoteText()
        terminal.type(String(repeating: "=", count: 78))
        await terminal.untilShown(where: { $0.hasSuffix("> " + String(repeating: "=", count: 78)) })
        terminal.type("\u{7F}!")
        await terminal.untilShown(where: { $0.hasSuffix("=!") })

        let lines = TerminalGrid(columns: 80, drawing: terminal.shown).lines.filter { !$0.isEmpty }
        #expect(lines.suffix(2) == ["Quote text", "> " + String(repeating: "=", count: 77) + "!"])
        terminal.type("\u{15}q\r")
        #expect(await ended(app.run) == .success)
    }

    /// A reminder that comes while a wrapped line is typed takes the line's rows, and the line is shown
    /// once, below it, on the rows it needs.
    @Test func aReminderWhileAWrappedLineIsTypedShowsTheLineOnceBelowIt() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        terminal.setSize(columns: 80, rows: 24)
        let app = await AppAtATerminal(on: terminal)
        await app.openQuoteText()
        terminal.type(String(repeating: "+", count: 100))
        await terminal.untilShown(where: { $0.hasSuffix(String(repeating: "+", count: 22)) })
        await app.clock.untilSleeping()

        app.clock.advance(by: .seconds(60))
        await terminal.untilShown(where: { $0.hasSuffix(String(repeating: "+", count: 22)) && $0.contains("Reminder") })

        let lines = TerminalGrid(columns: 80, drawing: terminal.shown).lines.filter { !$0.isEmpty }
        #expect(
            lines.suffix(3) == [
                "Quote text", "> " + String(repeating: "+", count: 78), String(repeating: "+", count: 22),
            ])
        #expect(lines.filter { $0.contains("+") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("Reminder 09:15") })
        terminal.type("\u{15}q\r")
        #expect(await ended(app.run) == .success)
    }

    /// A paste of three lines at Quote text takes its first line, says the rest was dropped, and leaves the
    /// Author prompt to the person: the second line is never saved as the author.
    @Test func aPasteOfThreeLinesTakesTheFirstAndDropsTheRest() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await AppAtATerminal(on: terminal)
        await app.openQuoteText()
        terminal.type("\u{1B}[200~Less is more.\rMies van der Rohe\rA third line\u{1B}[201~")
        _ = await awaiting("the word on the paste", within: WaitLimit.forAnEvent) {
            await terminal.untilShown("Only the first line of the paste was taken; 2 more lines dropped.\r\n")
        }
        await terminal.untilShown("Author\r\n> ")
        terminal.type("\r")
        await terminal.untilShown("\u{201C}Less is more.\u{201D}\r\n  \u{2014} Albert Einstein")
        terminal.type("q\r")
        #expect(await ended(app.run) == .success)
        #expect(!(try app.data.read("quote.json")).contains("Mies"))
    }

    /// A paste whose end mark never comes, its first line ended: once the terminal is quiet the line is
    /// entered (Profile opens), and what the person types next answers: `q` ends the run.
    @Test func aPasteWithoutItsEndMarkIsEnteredOnceTheTerminalIsQuietAndQAnswers() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await AppAtATerminal(on: terminal)
        await terminal.untilShown("  q  Quit\r\n> ")
        terminal.type("\u{1B}[200~3\rsecond line\r")
        await terminal.untilShown("Only the first line of the paste was taken; 1 more line dropped.\r\n")
        await terminal.untilShown("Privacy preferences")
        terminal.type("q\r")
        #expect(await ended(app.run) == .success)
    }

    /// Ctrl-C with a line typed and not entered says what it drops, then ends the run with 130.
    @Test func ctrlCWithALineTypedSaysWhatIsNotEntered() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = await AppAtATerminal(on: terminal)
        terminal.type("3 then\u{03}")
        #expect(await ended(app.run) == .interrupted)
        await terminal.untilShown("Not entered: \u{201C}3 then\u{201D}.\r\n")
    }

    /// Random keys, Ctrl-S and Ctrl-Q among them, then Ctrl-C: every run ends within its deadline. (Ctrl-Z
    /// is left out: it would stop the test's own process.)
    @Test(arguments: 0..<12)
    func randomKeysThenCtrlCAlwaysEndTheRun(seed: Int) async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        var generator = SplitMix(seed: UInt64(seed))
        let keys = (0..<300).map { _ in UInt8.random(in: 0...0x7F, using: &generator) }.filter { $0 != 0x1A }
        let app = await AppAtATerminal(on: terminal)
        terminal.type(String(decoding: keys, as: UTF8.self) + "\u{1B}[201~\u{03}")
        let status = await awaiting("the end of the run", within: WaitLimit.forAnEvent) { await app.run.value }
        #expect(status != nil, "keys: \(keys)")
    }
}

/// A random number generator with a seed, so that a failing run of random keys can be run again.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

import Foundation
import TestSupport
import Testing

@testable import TerminalMenu

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line the app edits at a terminal, driven directly on a pseudo-terminal: what is shown, what is read,
/// and what a write while a line is typed does to it.
@MainActor
@Suite(.limitForATest)
struct TerminalLineTests {
    /// A write while a line is typed clears the prompt and the line first (the newline that would have ended
    /// the prompt's line is not needed then); when it ends on a prompt's line, the line typed follows it.
    /// The line read is the one typed.
    @Test func aWriteEndingOnAPromptIsFollowedByTheLineTyped() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { line.restore() }
        let read = Self.readLine(from: line)
        terminal.type("abc")
        await terminal.untilShown("abc")
        _ = line.write("\nAsk\n> ")
        await terminal.untilShown("Ask\r\n> abc")
        #expect(terminal.shown.hasSuffix("abc\r\u{1B}[JAsk\r\n> abc"))
        terminal.type("\r")
        #expect(await firstElement("the line typed", of: read) == "abc")
    }

    /// A paste is watched for on the terminal it comes from, not the one written to: with each its own, a
    /// paste whose bytes are all there is taken whole, its first line entered and the rest dropped, saying so.
    @Test func aPasteIsWatchedForOnTheTerminalItComesFrom() async throws {
        let typing = try PseudoTerminal()
        let showing = try PseudoTerminal()
        defer {
            typing.close()
            showing.close()
        }
        let line = try #require(TerminalLine(input: typing.terminal, output: showing.terminal))
        defer { line.restore() }
        let read = Self.readLine(from: line)
        typing.type("\u{1B}[200~one\rtwo\r\u{1B}[201~")
        #expect(await firstElement("the line pasted", of: read) == "one")
        await showing.untilShown("Only the first line of the paste was taken; 1 more line dropped.")
    }

    /// Once a line has been taken, a write that ends on the next prompt before anything is typed there (a
    /// reminder) is not followed by it: that line belongs to the prompt before.
    @Test func aLineTakenIsNotShownAfterTheNextPrompt() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { line.restore() }
        let first = Self.readLine(from: line)
        terminal.type("abc\r")
        await firstElement("the first line", of: first)
        _ = line.write("Next\n> ")
        await terminal.untilShown("Next\r\n> ")
        line.startLine()  // as the next read does before its first key, so the reminder comes while it reads
        _ = line.write("\nReminder\nNext\n> ")
        await terminal.untilShown("Reminder\r\nNext\r\n> ")
        #expect(terminal.shown.hasSuffix("Next\r\n> "))
        let second = Self.readLine(from: line)
        terminal.type("\r")
        #expect(await firstElement("the line typed", of: second) == "")
    }

    /// Enter starts a new line, so the prompt redrawn after Backspace is only what was written since: a
    /// prompt written in two parts (`Name`, then `: `) is drawn whole, and not after the prompt before it.
    @Test func aLineRedrawnAfterALineTakenStartsWithTheNextPromptAlone() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let line = try #require(TerminalLine(input: terminal.terminal, output: terminal.terminal))
        defer { line.restore() }
        _ = line.write("> ")
        let first = Self.readLine(from: line)
        terminal.type("abc\r")
        await firstElement("the first line", of: first)
        _ = line.write("Name")
        _ = line.write(": ")
        let second = Self.readLine(from: line)
        terminal.type("xy\u{7F}")
        await terminal.untilShown("\u{1B}[J")
        #expect(terminal.shown.hasSuffix("\r\u{1B}[JName: x"))
        terminal.type("\r")
        #expect(await firstElement("the line typed", of: second) == "x")
    }

    /// A terminal that goes away while a line is read ends the input, as does input that can no longer be
    /// read at all (here the descriptor made a folder's): the read does not go on for ever.
    @Test func inputThatEndsOrFailsEndsTheLine() async throws {
        let (controller, terminal) = try #require(CloseOnExec.pseudoTerminal())
        defer { close(terminal) }
        let line = try #require(TerminalLine(input: terminal, output: terminal))
        let hungUp = Self.readLine(from: line)
        close(controller)
        #expect(await firstElement("the end of the input", of: hungUp) == .some(nil))

        let folder = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(folder) }
        try #require(dup2(folder, terminal) == terminal)
        #expect(await firstElement("the end of the input", of: Self.readLine(from: line)) == .some(nil))
    }

    /// A terminal that has gone (its window closed) takes no more writes, and the line says it is gone.
    @Test func aTerminalThatHasGoneIsSaidToBeGone() async throws {
        let (controller, terminal) = try #require(CloseOnExec.pseudoTerminal())
        defer { close(terminal) }
        let line = try #require(TerminalLine(input: terminal, output: terminal))
        #expect(line.write("> "))
        close(controller)
        await untilHungUp(terminal, "the terminal's hang-up")
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
        defer { line.restore() }
        let read = Self.readLine(from: line)
        terminal.type("a")
        await terminal.untilShown("a")
        terminal.type("\r")
        #expect(await firstElement("the line typed", of: read) == "a")
    }

    /// The next line `line` reads, read on a thread of its own as the app's input thread does.
    private static func readLine(from line: TerminalLine) -> AsyncStream<String?> {
        let read = AsyncStream<String?>.makeStream()
        Thread {
            if case .line(let typed) = line.readLine() {
                read.continuation.yield(typed)
            } else {
                read.continuation.yield(nil)
            }
            read.continuation.finish()
        }.start()
        return read.stream
    }
}

/// The terminal's bytes as `TerminalLine` reads them.
@Suite struct TerminalBytesTests {
    /// The end of input is the end, whatever an earlier call left in errno: an interruption is retried only
    /// when the read itself was interrupted.
    @Test func theEndOfInputEndsThoughErrnoStillSaysInterrupted() throws {
        let pipe = try #require(CloseOnExec.pipe())
        try pipe.writing.write(contentsOf: Data("a".utf8))
        try pipe.writing.close()
        var bytes = TerminalBytes(descriptor: pipe.reading.fileDescriptor)
        #expect(bytes.next() == UInt8(ascii: "a"))
        errno = EINTR
        #expect(bytes.next() == nil)
    }
}

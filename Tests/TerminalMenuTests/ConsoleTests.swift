import Foundation
import TerminalScreen
import TestSupport
import Testing

@testable import TerminalMenu

/// The terminal side of the console seam: when output is styled, and how lines are read.
@MainActor
@Suite struct ConsoleTests {
    @Test(arguments: [
        (true, [:], true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
    ])
    func stylesOnlyATerminalWithoutNoColor(isTerminal: Bool, environment: [String: String], styled: Bool) {
        #expect(StandardConsole.stylesOutput(isTerminal: isTerminal, environment: environment) == styled)
    }

    @Test func aStyledConsoleGetsBoldTitlesAndAPlainOneNone() async {
        let styled = ScriptedConsole("q\n", isStyled: true)
        await MenuFront(testing: MainMenuStub(), console: styled).run()
        #expect(styled.output.hasPrefix("\u{1B}[1mHome\u{1B}[0m\n"))

        let plain = ScriptedConsole("q\n")
        await MenuFront(testing: MainMenuStub(), console: plain).run()
        #expect(!plain.output.contains("\u{1B}"))
    }

    @Test func readsLinesEndedByLFOrCRLFAndALastLineWithoutOne() throws {
        var input = try reader(of: Data("one\r\ntwo\n\nthree".utf8))
        #expect(input.reader.readLine() == "one")
        #expect(input.reader.readLine() == "two")
        #expect(input.reader.readLine() == "")
        #expect(input.reader.readLine() == "three")
        #expect(input.reader.readLine() == nil)
        try input.file.close()
    }

    @Test func keepsAtMost64KiBOfALineAndTheNextLineWhole() throws {
        let long = String(repeating: "x", count: 200_000)
        var input = try reader(of: Data((long + "\nnext\n").utf8))
        #expect(input.reader.readLine()?.utf8.count == 65_536)
        #expect(input.reader.readLine() == "next")
        try input.file.close()
    }

    /// A line that reaches the cap one byte short of a read's end still gets that byte: the cap is exact
    /// wherever the reads fall (an empty first line shifts the long one's bytes by one).
    @Test func theCapIsExactWhereverTheReadsFall() throws {
        let long = String(repeating: "x", count: 70_000)
        var input = try reader(of: Data(("\n" + long + "\nnext\n").utf8))
        #expect(input.reader.readLine() == "")
        #expect(input.reader.readLine()?.utf8.count == 65_536)
        #expect(input.reader.readLine() == "next")
        try input.file.close()
    }

    /// Once the input has ended it stays ended: a terminal's Ctrl-D ends the session even if more could be
    /// typed after it.
    @Test func theInputStaysEndedOnceItEnds() {
        var reads = 0
        var reader = LineReader(fileDescriptor: -1) { _, bytes, _ in
            reads += 1
            let text: [UInt8] = reads == 2 ? [] : Array((reads == 1 ? "last" : "typed after\n").utf8)
            if let bytes, !text.isEmpty {
                text.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: text.count) }
            }
            return text.count
        }
        #expect(reader.readLine() == "last")
        #expect(reader.readLine() == nil)
        #expect(reads == 2)
    }

    /// The console says the end of its input again to every read after it, at once: nothing waits for a
    /// line that cannot come.
    @Test(.limitForATest)
    func theConsoleSaysTheEndAgainAfterIt() async throws {
        let pipe = try #require(CloseOnExec.pipe())
        try pipe.writing.write(contentsOf: Data("last\n".utf8))
        try pipe.writing.close()
        let console = StandardConsole(
            environment: [:], outputIsTerminal: false, input: pipe.reading.fileDescriptor,
            output: FileHandle.nullDevice.fileDescriptor)
        #expect(await console.nextLine() == "last")
        #expect(await console.nextLine() == nil)
        #expect(await console.nextLine() == nil)
    }

    /// Output that cannot be written ends the input before a line is read, and the run is not taken for
    /// one the person interrupted.
    @Test func outputThatCannotBeWrittenEndsTheInputUninterrupted() async throws {
        let full = FileHandle(fileDescriptor: open("/dev/full", O_WRONLY | O_CLOEXEC), closeOnDealloc: false)
        let input = try #require(CloseOnExec.pipe())
        let console = StandardConsole(
            environment: [:], outputIsTerminal: false, input: input.reading.fileDescriptor,
            output: full.fileDescriptor)
        console.write("Home\n")
        #expect(await console.nextLine() == nil)
        #expect(!console.wasInterrupted)
        try full.close()
    }

    /// A pipe fed slowly delivers a byte per read: each byte is input, and the lines come through whole.
    @Test func aByteAtATimeMakesTheSameLines() throws {
        let text = Array("2\nq\n".utf8)
        var sent = 0
        var reader = LineReader(fileDescriptor: -1) { _, bytes, count in
            guard sent < text.count, let bytes, count > 0 else { return 0 }
            bytes.storeBytes(of: text[sent], as: UInt8.self)
            sent += 1
            return 1
        }
        #expect([reader.readLine(), reader.readLine(), reader.readLine()] == ["2", "q", nil])
    }

    /// A signal arriving while the reader waits interrupts the read; the reader reads again, and the line
    /// comes through whole instead of the input seeming to end.
    @Test func aReadInterruptedByASignalIsReadAgain() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "feature-graph-input-\(UUID().uuidString)")
        try Data("after the signal\n".utf8).write(to: url)
        let file = try FileHandle(forReadingFrom: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var interrupted = false
        var reader = LineReader(fileDescriptor: file.fileDescriptor) { descriptor, bytes, count in
            if !interrupted {
                interrupted = true
                errno = EINTR
                return -1
            }
            return read(descriptor, bytes, count)
        }
        #expect(reader.readLine() == "after the signal")
        #expect(interrupted)
        try file.close()
    }

    /// A read that fails for good (EIO), or ends the input while `errno` still says EINTR from before,
    /// ends the input: the menu then closes instead of asking again for ever.
    @Test(arguments: [(-1, EIO), (0, EINTR)])
    func aFailedOrFinalReadEndsTheInput(result: Int, number: Int32) {
        var reads = 0
        var reader = LineReader(fileDescriptor: -1) { _, _, _ in
            reads += 1
            errno = reads > 100 ? 0 : number  // a reader that asked again stops at the hundredth
            return reads > 100 ? 0 : result
        }
        #expect(reader.readLine() == nil)
        #expect(reads == 1)
    }

    @Test func repairsInvalidUTF8() throws {
        var input = try reader(of: Data([0x61, 0xFF, 0xC3, 0x0A]))
        #expect(input.reader.readLine() == "a\u{FFFD}\u{FFFD}")
        try input.file.close()
    }
}

/// A reader of `data` from a file, as redirected standard input delivers it; the handle keeps the file open.
private func reader(of data: Data) throws -> (reader: LineReader, file: FileHandle) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("feature-graph-input-\(UUID().uuidString)")
    try data.write(to: url)
    let file = try FileHandle(forReadingFrom: url)
    try FileManager.default.removeItem(at: url)
    return (LineReader(fileDescriptor: file.fileDescriptor), file)
}

/// A main menu with no entries, titled `Home`.
@MainActor
private final class MainMenuStub: Screen {
    let feature = "Test"
    let title = "Home"
    let content: [String] = []
    let request = ScreenRequest.choices([])
}

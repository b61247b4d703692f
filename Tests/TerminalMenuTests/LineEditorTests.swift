import Testing

@testable import TerminalMenu

/// What the app's own line editing takes from the bytes a terminal sends: whole visible characters only,
/// so nothing typed puts a control character on the screen or into the line.
struct LineEditorTests {
    /// Feeds `bytes` and returns the last outcome and the line as it stands.
    private func typing(_ bytes: [UInt8]) -> (LineEditor.Outcome, String) {
        var editor = LineEditor()
        var last = LineEditor.Outcome.none
        for byte in bytes { last = editor.take(byte) }
        return (last, String(decoding: editor.typed, as: UTF8.self))
    }

    @Test func controlCharactersAndEscapeSequencesAreDropped() {
        let keys: [UInt8] = [0x61, 0x07, 0x09, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x62, 0x1B, 0x4F, 0x50, 0x63]
        #expect(typing(keys).1 == "abc")  // a, bell, tab, ESC[31m, b, ESC O P (F1), c
    }

    /// A byte that is no character is dropped, as is a character cut short, but not the byte that cut it.
    @Test func bytesThatAreNotUTF8AndC1ControlsAreDropped() {
        #expect(typing([0x61, 0xFF, 0xC3, 0x41, 0xC2, 0x85, 0xC3, 0xA9]).1 == "aA\u{E9}")
        #expect(typing([0xE2, 0x82, 0x41, 0xF0, 0x9F, 0xC3, 0xA9]).1 == "A\u{E9}")
    }

    /// A byte that cannot start a character is dropped alone: the character after it is taken.
    @Test(arguments: [0x80, 0xBF, 0xC0, 0xF5, 0xFF] as [UInt8])
    func aByteThatCannotStartACharacterIsDroppedAlone(stray: UInt8) {
        #expect(typing([stray, 0x62]).1 == "b")
    }

    /// Characters of two, three and four bytes are taken, up to the last plane.
    @Test func charactersOfEveryLengthAreTaken() {
        let text = "\u{E9}\u{20AC}\u{1F600}\u{100000}"
        #expect(typing(Array(text.utf8)).1 == text)
    }

    /// A line takes as many bytes as the menu reads in one line, and no more.
    @Test func aLineTakesUpToTheLongestLineReadAndNoMore() {
        var editor = LineEditor()
        for _ in 0..<LineReader.maximumLineBytes { _ = editor.take(0x61) }
        #expect(editor.typed.count == LineReader.maximumLineBytes)
        #expect(editor.take(0x62) == .none)
        #expect(editor.typed.count == LineReader.maximumLineBytes)
    }

    @Test func backspaceTakesBackAWholeCharacterAndCtrlWAWord() {
        #expect(typing(Array("caf\u{E9}".utf8) + [0x7F]).1 == "caf")
        #expect(typing(Array("e\u{301}".utf8) + [0x7F]).1 == "")  // one character, two scalars
        #expect(typing(Array("two words ".utf8) + [0x17]).1 == "two ")
    }

    @Test func ctrlDEndsTheInputOnlyOnAnEmptyLine() {
        #expect(typing([0x04]).0 == .end)
        #expect(typing([0x61, 0x04]) == (.none, "a"))
    }

    @Test func enterTakesTheLineAndStartsAnEmptyOne() {
        var editor = LineEditor()
        for byte in "hi".utf8 { _ = editor.take(byte) }
        #expect(editor.take(0x0D) == .line("hi", linesDropped: 0))
        #expect(editor.typed.isEmpty)
    }

    /// Ctrl-S and Ctrl-Q, which a terminal's flow control would take to stop and start all output, are
    /// keys like any other control key here: dropped, and nothing stops.
    @Test func ctrlSAndCtrlQAreDropped() {
        #expect(typing([0x61, 0x13, 0x62, 0x11, 0x63]) == (.echo([0x63]), "abc"))
    }

    /// A paste between the terminal's marks is taken as typed up to its first line end, which enters the
    /// line when the paste ends; the lines after it are dropped and counted, so they answer no prompt.
    @Test func aPasteOfSeveralLinesEntersItsFirstAndDropsTheRest() {
        var editor = LineEditor()
        let paste = Array("\u{1B}[200~Simplicity\rEdsger\r\rThird\r\u{1B}[201~".utf8)
        let outcomes = paste.map { editor.take($0) }
        #expect(outcomes.last == .line("Simplicity", linesDropped: 2))
        #expect(!outcomes.dropLast().contains { if case .line = $0 { true } else { false } })
        #expect(editor.typed.isEmpty)
    }

    /// Inside a paste, control characters are text, not keys: Ctrl-D in pasted text does not end the input.
    /// Ctrl-C alone still leaves, so that a paste whose end never comes cannot keep the app from leaving.
    @Test func aPastesControlCharactersAreNotKeysButCtrlC() {
        var editor = LineEditor()
        let outcomes = Array("\u{1B}[200~a\u{04}b\u{07}c".utf8).map { editor.take($0) }
        #expect(!outcomes.contains(.end))
        #expect(String(decoding: editor.typed, as: UTF8.self) == "abc")
        #expect(editor.take(0x03) == .interrupt)
    }

    /// A paste of one line with no line end is typed text: Enter takes it.
    @Test func aPasteWithoutALineEndWaitsForEnter() {
        var editor = LineEditor()
        for byte in "\u{1B}[200~one line\u{1B}[201~".utf8 {
            #expect(editor.take(byte) != .line("one line", linesDropped: 0))
        }
        #expect(editor.take(0x0D) == .line("one line", linesDropped: 0))
    }

    /// A paste whose end mark never comes is over once the terminal goes quiet: a first line that ended is
    /// entered, the lines after it dropped; then Enter and `q` are keys again.
    @Test func aPasteWhoseEndNeverComesEndsWhenTheTerminalGoesQuiet() {
        var editor = LineEditor()
        for byte in "\u{1B}[200~3\rmore\r".utf8 { _ = editor.take(byte) }
        #expect(editor.isInAPaste)
        #expect(editor.pasteWentQuiet() == .line("3", linesDropped: 1))
        #expect(!editor.isInAPaste)
        #expect(Array("q".utf8).map { editor.take($0) } == [.echo(Array("q".utf8))])
        #expect(editor.take(0x0D) == .line("q", linesDropped: 0))
    }

    /// The quiet that ends a paste is a second, at its boundary: a paste that pauses just under it is still one
    /// paste, its end mark taken when it comes; one that pauses just over it is over at the pause, and what comes
    /// after is typed. Pauses are on the test's own clock, so the boundary is exact on a busy machine.
    @Test func aPasteEndsAfterASecondOfQuietAndNotBefore() {
        let pasted = "\u{1B}[200~first line\rsecond"
        let rest = " line\u{1B}[201~"
        #expect(
            outcomes([(.zero, pasted), (.milliseconds(999), rest), (.zero, "q\r")])
                == Self.echoes("first line") + [.line("first line", linesDropped: 1)] + Self.echoes("q")
                + [.line("q", linesDropped: 0)])
        #expect(
            outcomes([(.zero, pasted), (.milliseconds(1_001), rest), (.zero, "q\r")])
                == Self.echoes("first line") + [.line("first line", linesDropped: 1)] + Self.echoes(" lineq")
                + [.line(" lineq", linesDropped: 0)])
    }

    /// Outside a paste no wait is asked: a pause of any length between keys is only a person thinking.
    @Test func outsideAPasteAPauseIsNoQuiet() {
        #expect(
            outcomes([(.zero, "a"), (.seconds(60), "b\r")])
                == Self.echoes("ab") + [.line("ab", linesDropped: 0)])
    }

    /// What `parts` make of the line, each part's bytes after its pause, read as `TerminalLine` reads them; the
    /// outcomes that show or answer something, in order.
    private func outcomes(_ parts: [(after: Duration, text: String)]) -> [LineEditor.Outcome] {
        var bytes = PausedBytes(parts)
        var editor = LineEditor()
        var outcomes: [LineEditor.Outcome] = []
        while let outcome = editor.next(from: &bytes) {
            if outcome != .none { outcomes.append(outcome) }
        }
        return outcomes
    }

    private static func echoes(_ text: String) -> [LineEditor.Outcome] { text.utf8.map { .echo([$0]) } }

    /// Quiet before its first line ended, a paste leaves what it held typed: Enter takes it.
    @Test func aPasteThatWentQuietBeforeItsFirstLineEndedStaysTyped() {
        var editor = LineEditor()
        for byte in "\u{1B}[200~half".utf8 { _ = editor.take(byte) }
        #expect(editor.pasteWentQuiet() == .none)
        #expect(editor.take(0x0D) == .line("half", linesDropped: 0))
    }

    /// A paste gone quiet half way through an escape sequence ends it too: what is typed next is text.
    @Test func aPasteThatWentQuietInAnEscapeSequenceEndsTheSequence() {
        var editor = LineEditor()
        for byte in "\u{1B}[200~a\u{1B}".utf8 { _ = editor.take(byte) }
        _ = editor.pasteWentQuiet()
        for byte in "b".utf8 { _ = editor.take(byte) }
        #expect(editor.take(0x0D) == .line("ab", linesDropped: 0))
    }

    /// Quiet outside a paste changes nothing: an escape sequence begun goes on.
    @Test func quietOutsideAPasteChangesNothing() {
        var editor = LineEditor()
        _ = editor.take(0x1B)
        #expect(editor.pasteWentQuiet() == .none)
        for byte in "[Ab".utf8 { _ = editor.take(byte) }
        #expect(editor.take(0x0D) == .line("b", linesDropped: 0))
    }
}

/// Bytes with pauses before them on a clock the test keeps: a byte comes within a wait when its pause is shorter,
/// and a wait that passes with none takes its time off the pause.
private struct PausedBytes: TypedBytes {
    private var pending: [(pause: Duration, byte: UInt8)]

    init(_ parts: [(after: Duration, text: String)]) {
        pending = parts.flatMap { part in
            part.text.utf8.enumerated().map { ($0.offset == 0 ? part.after : .zero, $0.element) }
        }
    }

    mutating func next() -> UInt8? {
        pending.isEmpty ? nil : pending.removeFirst().byte
    }

    mutating func comes(within wait: Duration) -> Bool {
        guard let first = pending.first, first.pause >= wait else { return true }
        pending[0].pause -= wait
        return false
    }
}

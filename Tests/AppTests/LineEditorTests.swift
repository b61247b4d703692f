import Testing

@testable import App

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

    @Test func bytesThatAreNotUTF8AndC1ControlsAreDropped() {
        #expect(typing([0x61, 0xFF, 0xC3, 0x41, 0xC2, 0x85, 0xC3, 0xA9]).1 == "a\u{E9}")
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
        #expect(editor.take(0x0D) == .line("hi"))
        #expect(editor.typed.isEmpty)
    }
}

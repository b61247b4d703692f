import TerminalMenu
import Testing

/// Text typed by a person, quoted back in a one-line notice: never longer than a glance, never a second line,
/// nothing a terminal would act on or hide.
@Suite struct DisplayTextTests {
    @Test(arguments: [
        ("a\nb", "a\\u{A}b"),
        ("a\u{2028}b\u{200B}", "a\\u{2028}b\\u{200B}"),
        ("\u{1B}[2J", "\\u{1B}[2J"),
        (String(repeating: "x", count: 23) + "\n" + "tail", String(repeating: "x", count: 23) + "\\u{A}\u{2026}"),
        (String(repeating: "y", count: 24), String(repeating: "y", count: 24)),
        ("no\u{A0}break\u{202F}thin\u{3000}wide", "no\\u{A0}break\\u{202F}thin\\u{3000}wide"),
    ])
    func quotedTextIsOneShortVisibleLine(typed: String, shown: String) {
        #expect(DisplayText.quoted(typed) == shown)
    }

    /// Cut around a character, a long text keeps it on the line, in the middle of what is shown where it can.
    @Test(arguments: [
        (0, "abcdefghijklmnopqrstuvwx\u{2026}"),
        (20, "\u{2026}ijklmnopqrstuvwxyz012345\u{2026}"),
        (35, "\u{2026}mnopqrstuvwxyz0123456789"),
    ])
    func aTextCutAroundACharacterShowsIt(offset: Int, shown: String) {
        let text = "abcdefghijklmnopqrstuvwxyz0123456789"
        #expect(DisplayText.quoted(text, showing: text.index(text.startIndex, offsetBy: offset)) == shown)
    }

    /// A text one character over the limit, cut at its end, is marked cut at its start: one character is
    /// enough to mark.
    @Test func aTextCutByOneCharacterIsMarkedCut() {
        let text = "abcdefghijklmnopqrstuvwxy"
        #expect(
            DisplayText.quoted(text, showing: text.index(before: text.endIndex)) == "\u{2026}bcdefghijklmnopqrstuvwxy")
    }
}

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
    ])
    func quotedTextIsOneShortVisibleLine(typed: String, shown: String) {
        #expect(DisplayText.quoted(typed) == shown)
    }
}

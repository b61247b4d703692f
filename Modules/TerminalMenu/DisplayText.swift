import TerminalScreen

/// Makes text typed by the user short to quote back in a one-line notice: long text is cut, then whatever a
/// terminal would act on, and whatever would break or hide in the line, is shown escaped (`\u{1B}`, `\u{A}`,
/// `\u{200B}`), so quoting hostile input neither floods the line nor splits it.
public enum DisplayText {
    public static let maximumShownCharacters = 24

    public static func quoted(_ text: String) -> String {
        guard text.count > maximumShownCharacters else { return VisibleText.escaping(text, onOneLine: true) }
        return VisibleText.escaping(String(text.prefix(maximumShownCharacters)), onOneLine: true) + "\u{2026}"
    }
}

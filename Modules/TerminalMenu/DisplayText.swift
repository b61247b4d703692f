import TerminalScreen

/// Makes text typed by the user short to quote back in a one-line notice: long text is cut, then whatever a
/// terminal would act on, and whatever would break or hide in the line, is shown escaped (`\u{1B}`, `\u{A}`,
/// `\u{200B}`, `\u{A0}`), so quoting hostile input neither floods the line nor splits it.
public enum DisplayText {
    public static let maximumShownCharacters = 24

    /// `text`, cut after its first `maximumShownCharacters` characters.
    public static func quoted(_ text: String) -> String {
        quoted(text, showing: text.startIndex)
    }

    /// `text`, cut around the character at `index` when it is long, so that a refusal's cause stays on the
    /// line: `…` marks each end cut.
    public static func quoted(_ text: String, showing index: String.Index) -> String {
        let count = text.count
        guard count > maximumShownCharacters else { return VisibleText.escaping(text, onOneLine: true) }
        let offset = text.distance(from: text.startIndex, to: index)
        let first = max(0, min(offset - maximumShownCharacters / 2, count - maximumShownCharacters))
        let start = text.index(text.startIndex, offsetBy: first)
        let end = text.index(start, offsetBy: maximumShownCharacters)
        let shown = VisibleText.escaping(String(text[start..<end]), onOneLine: true)
        return (first > 0 ? "\u{2026}" : "") + shown + (end < text.endIndex ? "\u{2026}" : "")
    }
}

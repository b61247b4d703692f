import TerminalScreen

/// Makes text typed by the user short to quote back in a notice: long text is cut, then whatever a terminal
/// would act on is shown as every output shows it (`VisibleText`: ESC is `\u{1B}`), so quoting hostile input
/// neither floods the line nor shows one character two ways.
public enum DisplayText {
    public static let maximumShownCharacters = 24

    public static func quoted(_ text: String) -> String {
        guard text.count > maximumShownCharacters else { return VisibleText.escaping(text) }
        return VisibleText.escaping(String(text.prefix(maximumShownCharacters))) + "\u{2026}"
    }
}

import TerminalScreen

/// What a title, a name or a line of transcript may be, typed or stored: the rule each feature's prompt and the
/// stored file's reading share, so that one refuses what the other would.
public enum SyncUpText {
    /// Why `text`, as a `what` (`a title`), is refused, in one plain line; `nil` when it is taken.
    public static func refusal(of text: String, as what: String, maximumCharacters: Int) -> String? {
        if text.allSatisfy(\.isWhitespace) { return "\(capitalized(what)) cannot be empty." }
        if VisibleText.hasHidden(text) { return "\(capitalized(what)) cannot hold control characters." }
        if text.count > maximumCharacters {
            return "\(capitalized(what)) is at most \(maximumCharacters) characters (this one has \(text.count))."
        }
        return nil
    }

    private static func capitalized(_ what: String) -> String { what.prefix(1).uppercased() + what.dropFirst() }

    /// How many attend, in words: `1 attendee`, `3 attendees`.
    public static func attendees(_ count: Int) -> String {
        count == 1 ? "1 attendee" : "\(count) attendees"
    }

    /// Minutes and seconds, as a timer shows them: `2:05`.
    public static func clock(_ seconds: Int) -> String {
        let seconds = max(seconds, 0)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}

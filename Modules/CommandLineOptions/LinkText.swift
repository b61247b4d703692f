import TerminalMenu

/// A link as the command line takes it: the segments of a destination path joined by `/`, each lower-case
/// ASCII words joined by `-` (`profile/privacy/photos`). Whether each segment names a screen is the app's
/// to say; what is no link at all is refused here, in one line that shows it escaped.
public enum LinkText {
    /// The longest link taken; the longest the app has is under 40.
    public static let maximumCharacters = 200

    /// The segments of `text`, or what is wrong with it.
    public static func segments(of text: String) -> Result<[String], UsageError> {
        let shown = DisplayText.quoted(text)
        if text.count > maximumCharacters {
            return refusal(
                "a link of \(text.count) characters is too long ('\(shown)'); the longest taken is \(maximumCharacters)"
            )
        }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return refusal("'\(shown)' has a control character; a link is lower-case letters, '-' and '/'")
        }
        if !text.unicodeScalars.allSatisfy(\.isASCII) {
            return refusal("'\(shown)' is not plain ASCII; a link is lower-case letters, '-' and '/'")
        }
        if text.isEmpty {
            return refusal("a link names at least one screen, such as profile/privacy")
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let dots = segments.first(where: { $0.allSatisfy { $0 == "." } && !$0.isEmpty }) {
            return refusal(
                "'\(dots)'\(within(text, dots)) is no screen: a link goes down from the main menu, a screen a segment")
        }
        if segments.contains("") {
            return refusal("'\(shown)' has an empty segment; segments are joined by one '/', as in profile/privacy")
        }
        if let odd = segments.first(where: { !isSegment($0) }) {
            return refusal(
                "'\(DisplayText.quoted(odd))'\(within(text, odd)) is no segment of a link: lower-case words joined by '-'"
            )
        }
        return .success(segments)
    }

    /// Whether `segment` is lower-case ASCII words joined by single `-`.
    private static func isSegment(_ segment: String) -> Bool {
        let words = segment.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } }
    }

    /// ` in 'profile/Privacy'`, for a segment of a longer link.
    private static func within(_ text: String, _ segment: String) -> String {
        text == segment ? "" : " in '\(DisplayText.quoted(text))'"
    }

    private static func refusal(_ message: String) -> Result<[String], UsageError> {
        .failure(UsageError(message: message + " ('feature-graph links' lists every link)", showsUsage: false))
    }
}

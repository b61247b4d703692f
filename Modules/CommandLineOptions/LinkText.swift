import TerminalMenu

/// A link as the command line takes it: the segments of a destination path joined by `/`, each lower-case
/// ASCII words joined by `-` (`profile/privacy/photos`). Whether each segment names a screen is the app's
/// to say; what is no link at all is refused here, in one line that shows it escaped.
public enum LinkText {
    /// The longest link taken; the longest the app has is under 40.
    public static let maximumCharacters = 200

    /// The segments of `text`, or what is wrong with it.
    public static func segments(of text: String) -> Result<[String], UsageError> {
        if text.count > maximumCharacters {
            return refusal(
                "a link of \(text.count) characters is too long ('\(DisplayText.quoted(text))'); the longest taken is "
                    + "\(maximumCharacters)")
        }
        if let control = text.firstIndex(where: { $0.unicodeScalars.contains(where: isControl) }) {
            let shown = DisplayText.quoted(text, showing: control)
            return refusal("'\(shown)' has a control character; a link is lower-case letters, '-' and '/'")
        }
        if let foreign = text.firstIndex(where: { !$0.isASCII }) {
            let shown = DisplayText.quoted(text, showing: foreign)
            return refusal("'\(shown)' is not plain ASCII; a link is lower-case letters, '-' and '/'")
        }
        if text.isEmpty {
            return refusal("a link names at least one screen, such as profile/privacy")
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let position = segments.firstIndex(where: { $0.allSatisfy { $0 == "." } && !$0.isEmpty }) {
            let dots = segments[position]
            return refusal(
                "'\(DisplayText.quoted(dots))'\(within(text, segments, position)) is no screen: a link goes down from the main menu, a "
                    + "screen a segment")
        }
        if segments.contains("") {
            let slash = text.hasPrefix("/") ? text.startIndex : text.range(of: "//")?.lowerBound ?? text.indices.last
            let shown = DisplayText.quoted(text, showing: slash ?? text.startIndex)
            return refusal("'\(shown)' has an empty segment; segments are joined by one '/', as in profile/privacy")
        }
        if let position = segments.firstIndex(where: { !isSegment($0) }) {
            let odd = segments[position]
            let fault = odd.distance(from: odd.startIndex, to: firstFault(in: odd))
            let shown = DisplayText.quoted(odd, showing: odd.index(odd.startIndex, offsetBy: fault))
            return refusal(
                "'\(shown)'\(within(text, segments, position, at: fault)) is no segment of a link: lower-case words "
                    + "joined by '-'")
        }
        return .success(segments)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Where `segment`, which is no segment, first breaks the rule: a character other than a lower-case letter
    /// or `-`, else a `-` that joins no two words.
    private static func firstFault(in segment: String) -> String.Index {
        if let odd = segment.firstIndex(where: { !($0.isASCII && $0.isLowercase) && $0 != "-" }) { return odd }
        if segment.hasPrefix("-") { return segment.startIndex }
        return segment.range(of: "--")?.lowerBound ?? segment.index(before: segment.endIndex)
    }

    /// Whether `segment` is lower-case ASCII words joined by single `-`.
    private static func isSegment(_ segment: String) -> Bool {
        let words = segment.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } }
    }

    /// ` in 'profile/Privacy'`, for the segment at `position` of a longer link, cut around its character at
    /// `offset`.
    private static func within(_ text: String, _ segments: [String], _ position: Int, at offset: Int = 0) -> String {
        guard segments.count > 1 else { return "" }
        let before = segments[..<position].reduce(0) { $0 + $1.count + 1 }
        return " in '\(DisplayText.quoted(text, showing: text.index(text.startIndex, offsetBy: before + offset)))'"
    }

    private static func refusal(_ message: String) -> Result<[String], UsageError> {
        .failure(UsageError(message: message + " ('feature-graph links' lists every link)", showsUsage: false))
    }
}

import Foundation

/// One field of a quote as the user types it, with the rule that makes it valid.
public enum QuoteField: Sendable {
    /// The quote's words.
    case text
    /// Who said them.
    case author

    /// The longest value accepted for this field.
    package var maximumLength: Int {
        switch self {
        case .text: Quote.maximumTextLength
        case .author: Quote.maximumAuthorLength
        }
    }

    /// One line saying what this field accepts; shown when a value is refused.
    public var rule: String {
        switch self {
        case .text: "A quote is 1 to \(maximumLength) characters, not only spaces, without control characters."
        case .author: "An author is 1 to \(maximumLength) characters, not only spaces, without control characters."
        }
    }

    /// `typed` trimmed of surrounding spaces when it is valid for this field, else `nil`.
    package func validated(_ typed: String) -> String? {
        let value = typed.trimmingCharacters(in: .whitespaces)
        let hasControlCharacter = value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        guard !value.isEmpty, value.count <= maximumLength, !hasControlCharacter else { return nil }
        return value
    }
}

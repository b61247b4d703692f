import Foundation
import TerminalScreen

/// One field of a quote as the user types it, with the rule that makes it valid.
package enum QuoteField: Sendable {
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
    package var rule: String {
        switch self {
        case .text: "A quote is 1 to \(maximumLength) characters, not only spaces, without control characters."
        case .author: "An author is 1 to \(maximumLength) characters, not only spaces, without control characters."
        }
    }

    /// `typed` trimmed of surrounding spaces when it is valid for this field, else `nil`.
    package func validated(_ typed: String) -> String? {
        fault(in: typed) == nil ? typed.trimmingCharacters(in: .whitespaces) : nil
    }

    /// What breaks the rule in `typed`, in a few words that never repeat it (`has 501 characters`), or
    /// `nil` when it is valid.
    package func fault(in typed: String) -> String? {
        let value = typed.trimmingCharacters(in: .whitespaces)
        if value.isEmpty { return typed.isEmpty ? "is empty" : "is only spaces" }
        if value.count > maximumLength { return "has \(value.count) characters" }
        if VisibleText.hasHidden(value) {
            return "has a control character"
        }
        return nil
    }

    /// Why a stored value is refused: `text has 501 characters; a quote is 1 to 500 characters, …`.
    package func refusal(of stored: String) -> String {
        let rule = rule.dropLast()
        return "\(self) \(fault(in: stored) ?? "is refused"); \(rule.prefix(1).lowercased())\(rule.dropFirst())"
    }
}

/// What may reach a terminal: text in which every control character but the line feed, every C1 code and
/// every bidirectional control is shown as visible text such as `\u{1B}`, so that nothing read from a
/// file, the environment, an error or the keyboard can clear the screen, retitle the terminal, move the
/// cursor or reorder a line. The one rule of what is hidden: the menu escapes its output by it, and a
/// feature refuses a typed or stored value that holds any such character by it.
public enum VisibleText {
    /// `text` as it may reach a terminal; `onOneLine`, a line feed, a line or paragraph separator, every
    /// invisible format character (a zero-width space, a byte-order mark) and every space but the plain one (a
    /// no-break space) escaped too, for a quote in one line whose every character can be told apart.
    public static func escaping(_ text: String, onOneLine: Bool = false) -> String {
        let hidden = onOneLine ? isHiddenInALine : isHidden
        guard text.unicodeScalars.contains(where: hidden) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if hidden(scalar) {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// Whether `text` holds a character a terminal would act on rather than show (a line feed included:
    /// a value is one line).
    public static func hasHidden(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value == 0x0A || isHidden($0) }
    }

    private static func isHiddenInALine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: scalar.value == 0x0A || isHidden(scalar)
        }
    }

    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides and isolates.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

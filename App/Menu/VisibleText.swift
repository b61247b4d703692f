/// What may reach a terminal: text in which every control character but the line feed, every C1 code and
/// every bidirectional control is shown as visible text such as `\u{1B}`, so that nothing read from a
/// file, the environment, an error or the keyboard can clear the screen, retitle the terminal, move the
/// cursor or reorder a line.
enum VisibleText {
    /// `text` with each such character written out as `\u{…}`.
    static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// Whether a terminal would act on `scalar` instead of showing it.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides and isolates.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// The app's one output boundary: every line it writes — screens, notices, errors, traces — passes through
/// here on its way to the console, and leaves with `VisibleText.escaping` applied. Titles keep the styling
/// the console adds, which is the only escape sequence the app sends.
@MainActor
final class EscapingConsole: Console {
    private let console: Console

    init(_ console: Console) {
        self.console = console
    }

    var isStyled: Bool { console.isStyled }
    var echoesInput: Bool { console.echoesInput }
    var waitsForLoads: Bool { console.waitsForLoads }
    func nextLine() async -> String? { await console.nextLine() }
    func write(_ text: String) { console.write(VisibleText.escaping(text)) }
    func writeError(_ text: String) { console.writeError(VisibleText.escaping(text)) }
    func writeTitle(_ title: String) { console.writeTitle(VisibleText.escaping(title)) }
}

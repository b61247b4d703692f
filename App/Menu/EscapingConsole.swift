import TerminalScreen

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
    var holdsLines: Bool { console.holdsLines }
    var wasInterrupted: Bool { console.wasInterrupted }
    func nextLine() async -> String? { await console.nextLine() }
    func write(_ text: String) { console.write(VisibleText.escaping(text)) }
    func writeError(_ text: String) { console.writeError(VisibleText.escaping(text)) }
    func writeTitle(_ title: String) { console.writeTitle(VisibleText.escaping(title)) }
}

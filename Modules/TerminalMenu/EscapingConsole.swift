import TerminalScreen

/// The app's one output boundary: every line it writes — screens, notices, errors, traces — passes through
/// here on its way to the console, and leaves with `VisibleText.escaping` applied. Titles keep the styling
/// the console adds, which is the only escape sequence the app sends.
@MainActor
public final class EscapingConsole: Console {
    private let console: Console

    public init(_ console: Console) {
        self.console = console
    }

    public var isStyled: Bool { console.isStyled }
    public var echoesInput: Bool { console.echoesInput }
    public var waitsForLoads: Bool { console.waitsForLoads }
    public var holdsLines: Bool { console.holdsLines }
    public var wasInterrupted: Bool { console.wasInterrupted }
    public var lineNotEntered: String? { console.lineNotEntered }
    public func close() { console.close() }
    public func nextLine() async -> String? { await console.nextLine() }
    public func write(_ text: String) { console.write(VisibleText.escaping(text)) }
    public func writeError(_ text: String) { console.writeError(VisibleText.escaping(text)) }
    public func writeTitle(_ title: String) { console.writeTitle(VisibleText.escaping(title)) }
}

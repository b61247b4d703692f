/// A console that plays a script of typed lines and records everything written: the menu runs against it
/// as it runs against a pipe, or a terminal when `isStyled`. Tests and the docs tool drive the app with it.
@MainActor
public final class ScriptedConsole: Console {
    public let isStyled: Bool
    public let echoesInput: Bool
    /// A script types its next line at once: it waits for loads, as piped input does.
    public let waitsForLoads = true
    private var lines: [String]
    public private(set) var output = ""
    public private(set) var errors = ""

    /// Plays `script`, one line per `\n`; the input ends after the last line. `isStyled` plays a terminal.
    public init(_ script: String, isStyled: Bool = false, echoesInput: Bool = false) {
        self.isStyled = isStyled
        self.echoesInput = echoesInput
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if script.isEmpty || script.hasSuffix("\n") { lines.removeLast() }
        self.lines = lines
    }

    public func nextLine() async -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
}

import App
import Diagnostics
import ProfileUserLive
import TerminalMenu

/// Input played line by line as a pipe plays it, output kept: the app runs in-process exactly as
/// `printf '…' | feature-graph` runs it.
@MainActor
final class ScriptConsole: Console {
    private var lines: [String]
    private(set) var output = ""

    init(_ script: String) {
        lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
    }

    let isStyled = false
    let echoesInput = true
    let waitsForLoads = true
    func nextLine() async -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    func write(_ text: String) { output += text }
    func writeError(_ text: String) {}
}

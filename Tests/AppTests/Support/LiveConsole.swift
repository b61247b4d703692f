import TerminalMenu
import TestSupport
import Testing

/// A console a test types into as the app runs, line by line, reading what the app wrote so far: for
/// what happens while the menu waits (a reminder).
@MainActor
final class LiveConsole: Console {
    let isStyled = false
    let echoesInput = false
    let waitsForLoads = false
    private(set) var output = ""
    private var typed: [String] = []
    private var waiting: CheckedContinuation<String?, Never>?
    private var inputEnded = false
    private let changes = Changes()

    /// Types `line`, as Enter would send it.
    func type(_ line: String) {
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: line)
        } else {
            typed.append(line)
        }
    }

    /// Ends the input, as Ctrl-D does.
    func endInput() {
        inputEnded = true
        waiting?.resume(returning: nil)
        waiting = nil
    }

    /// Returns once the output contains `text` `times` times; when it does not within a wait's limit
    /// (`WaitLimit.forAnEvent`), the test fails there.
    func untilOutput(contains text: String, times: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
        await changes.until("\(times) × “\(text)” on the console", sourceLocation: sourceLocation) {
            output.components(separatedBy: text).count > times
        }
    }

    /// Returns once the output contains `text` and, after its last one, `later`; when it does not within a
    /// wait's limit, the test fails there.
    func untilOutput(contains later: String, after text: String, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        await changes.until("“\(later)” after “\(text)” on the console", sourceLocation: sourceLocation) {
            let parts = output.components(separatedBy: text)
            return parts.count > 1 && parts.last?.contains(later) == true
        }
    }

    func nextLine() async -> String? {
        if !typed.isEmpty { return typed.removeFirst() }
        if inputEnded { return nil }
        return await withCheckedContinuation { waiting = $0 }
    }

    func write(_ text: String) {
        output += text
        changes.changed()
    }

    func writeError(_ text: String) { write(text) }
}

import TerminalMenu

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

    /// Returns once the output contains `text` `times` times, or once the test is cancelled (its time limit
    /// passed).
    func untilOutput(contains text: String, times: Int = 1) async {
        while output.components(separatedBy: text).count <= times && !Task.isCancelled { await Task.yield() }
    }

    func nextLine() async -> String? {
        if !typed.isEmpty { return typed.removeFirst() }
        if inputEnded { return nil }
        return await withCheckedContinuation { waiting = $0 }
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { output += text }
}

import Foundation
import TerminalMenu

/// A helper EndToEndTests run as a process of its own: a terminal program as the app is one — its signal
/// handlers installed, the terminal's line edited by `StandardConsole` — that stops with a `fatalError` at
/// the first line typed, so that a test can check the runtime's crash report and the terminal given back.
@main
enum CrashAtAPrompt {
    @MainActor
    static func main() async {
        TerminalSignals.install()
        let console = StandardConsole(
            environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        console.write("Crash at the next line\n> ")
        let line = await console.nextLine()
        fatalError("crashed at a prompt after \(line.map { "\($0.count) characters" } ?? "the end of input")")
    }
}

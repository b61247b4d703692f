import Foundation
import SyncUpsApp
import TerminalMenu

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `syncups`: the app at the process's terminal or pipes, its signals answered and the terminal given back.
@main
enum SyncUpsMain {
    static func main() async {
        TerminalSignals.install()
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        let console = EscapingConsole(
            StandardConsole(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1))
        exit(
            await SyncUpsApp.run(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, console: console))
    }
}

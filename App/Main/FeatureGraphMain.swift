import App
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executable's entry point: process-level concerns only (signals, exit), then `FeatureGraphApp`.
@main
enum FeatureGraphMain {
    @MainActor
    static func main() async {
        // At a terminal the app reads Ctrl-C as a key and ends the run itself, saying what was not saved.
        // Elsewhere SIGINT ends the run at once with 130, and SIGTERM (`kill`) does with 143: a half-done
        // flow is not saved. Every save is a rename of a complete file, so stopping between two
        // instructions leaves each stored value whole. A handler may interrupt any thread mid-call, even
        // inside `malloc`, so it allocates nothing and makes only async-signal-safe calls: `tcgetattr`,
        // `tcsetattr`, `write` and `_exit`. (A parent that starts the app with both signals blocked is
        // covered too: the async entry point runs the main thread with no signal blocked; EndToEndTests
        // checks it.) Each gives the terminal its own line editing back first, as does a crash.
        signal(SIGINT) { _ in
            TerminalMode.restore(on: STDIN_FILENO)
            var newline: UInt8 = 0x0A
            _ = write(STDOUT_FILENO, &newline, 1)
            _exit(ExitStatus.interrupted.rawValue)
        }
        signal(SIGTERM) { _ in
            TerminalMode.restore(on: STDIN_FILENO)
            var newline: UInt8 = 0x0A
            _ = write(STDOUT_FILENO, &newline, 1)
            _exit(ExitStatus.terminated.rawValue)
        }
        for crash in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            // After the runtime's own message (a fatal error's line); the crash then goes on as it would.
            signal(crash) { number in
                TerminalMode.restore(on: STDIN_FILENO)
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        // A reader that goes away (`feature-graph | head`) must not kill the app mid-save.
        signal(SIGPIPE, SIG_IGN)

        let status = await FeatureGraphApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            edges: .live(environment: ProcessInfo.processInfo.environment)
        )
        TerminalMode.restore(on: STDIN_FILENO)
        exit(status.rawValue)
    }
}

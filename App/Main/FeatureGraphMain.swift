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
        // Ctrl-C ends the run at once with 130, and SIGTERM (`kill`) with 143: a half-done flow is not
        // saved. Every save is a rename of a complete file, so stopping between two instructions leaves
        // each stored value whole. A handler may interrupt any thread mid-call, even inside `malloc`, so
        // it allocates nothing and makes only async-signal-safe calls: `write` and `_exit`. (A parent that
        // starts the app with both signals blocked is covered too: the async entry point runs the main
        // thread with no signal blocked; EndToEndTests checks it.)
        signal(SIGINT) { _ in
            var newline: UInt8 = 0x0A
            _ = write(STDOUT_FILENO, &newline, 1)
            _exit(ExitStatus.interrupted.rawValue)
        }
        signal(SIGTERM) { _ in
            var newline: UInt8 = 0x0A
            _ = write(STDOUT_FILENO, &newline, 1)
            _exit(ExitStatus.terminated.rawValue)
        }
        // A reader that goes away (`feature-graph | head`) must not kill the app mid-save.
        signal(SIGPIPE, SIG_IGN)

        let status = await FeatureGraphApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            edges: .live(environment: ProcessInfo.processInfo.environment)
        )
        exit(status.rawValue)
    }
}

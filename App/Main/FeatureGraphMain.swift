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
    static func main() {
        // Ctrl-C ends the run at once with 130. Every save is a rename of a complete file, so stopping
        // between two instructions leaves each stored value whole.
        signal(SIGINT) { _ in
            let newline: [UInt8] = [0x0A]
            _ = newline.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, 1) }
            _exit(ExitStatus.interrupted.rawValue)
        }
        // A parent may start us with SIGINT blocked (Foundation's Process does); Ctrl-C must still work.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        // A reader that goes away (`feature-graph | head`) must not kill the app mid-save.
        signal(SIGPIPE, SIG_IGN)

        let environment = ProcessInfo.processInfo.environment
        let console = StandardConsole(environment: environment)
        let status = FeatureGraphApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: environment,
            console: console
        )
        exit(status.rawValue)
    }
}

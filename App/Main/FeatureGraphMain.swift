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
        // each stored value whole.
        signal(SIGINT) { _ in
            let newline: [UInt8] = [0x0A]
            _ = newline.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, 1) }
            _exit(ExitStatus.interrupted.rawValue)
        }
        signal(SIGTERM) { _ in
            let newline: [UInt8] = [0x0A]
            _ = newline.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, 1) }
            _exit(ExitStatus.terminated.rawValue)
        }
        // A parent may start us with SIGINT or SIGTERM blocked (Foundation's Process does); both must work.
        var endingSignals = sigset_t()
        sigemptyset(&endingSignals)
        sigaddset(&endingSignals, SIGINT)
        sigaddset(&endingSignals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &endingSignals, nil)
        // A reader that goes away (`feature-graph | head`) must not kill the app mid-save.
        signal(SIGPIPE, SIG_IGN)

        let environment = ProcessInfo.processInfo.environment
        let console = StandardConsole(environment: environment)
        let status = await FeatureGraphApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: environment,
            console: console
        )
        exit(status.rawValue)
    }
}

import App
import Foundation
import TerminalMenu

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
        // Elsewhere, and while it waits for a save once the menu has ended, SIGINT ends the run at once with
        // 130, and SIGTERM (`kill`) does with 143: a half-done flow is not saved, and every save is a rename
        // of a complete file, so each stored value stays whole. A crash keeps the runtime's own report. Each
        // gives the terminal back first (`TerminalSignals`).
        TerminalSignals.install()
        // A reader that goes away (`feature-graph | head`) must not kill the app mid-save.
        signal(SIGPIPE, SIG_IGN)

        let status = await FeatureGraphApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            edges: .live(environment: ProcessInfo.processInfo.environment)
        )
        exit(status.rawValue)
    }
}

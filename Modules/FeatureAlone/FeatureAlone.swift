import Composition
import Foundation
import TerminalMenu
import TerminalScreen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One feature run on its own at the terminal, on a root that declares it alone over its fakes: the same
/// screens, keys, links and `q` as the app, in a build of that feature, the menu front and its fakes only.
@MainActor
public enum FeatureAlone {
    /// Runs `root` from `arguments` (without the executable's name): none opens `first`, one opens that link
    /// (`quote/edit`), as `feature-graph open` does; `-h` or `--help` prints the usage, `--version` the version,
    /// as the app does. Returns the exit status: 0, 64 for a usage error, 130 after Ctrl-C.
    public static func run<Root: FeatureRoot>(
        _ root: Root, command: String, first: String, arguments: [String], events: MenuEvents
    ) async -> Int32 {
        TerminalSignals.install()
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        let console = EscapingConsole(
            StandardConsole(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1))
        let usage = "usage: \(command) [LINK | -h | --help | --version]   (\(first) by default; q quits)\n"
        switch arguments {
        case ["-h"], ["--help"]:
            console.write(usage)
            return 0
        case ["--version"]:
            console.write("\(command) \(PackageVersion.number)\n")
            return 0
        default: break
        }
        let link = arguments.first ?? first
        guard arguments.count <= 1, !link.hasPrefix("-") else {
            console.writeError(usage)
            return 64
        }
        let tree = root.boot()
        var navigation = tree.root.navigation()
        let segments = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let refusal = MenuLinks.refusal(of: segments, on: &navigation) {
            console.writeError("\(command): \(refusal)\n")
            return 64
        }
        await MenuFront(navigation: navigation, console: console, events: events, linkCommand: command).run()
        console.close()
        return console.wasInterrupted ? 130 : 0
    }
}

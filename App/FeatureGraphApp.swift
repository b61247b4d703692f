import CommandLineOptions
import Composition
import Core
import Diagnostics
import Foundation
import GraphExport
import LifetimeDiagnostics
import ProfileFeature
import ProfileUserLive
import TerminalMenu
import TerminalScreen

/// The program behind `feature-graph`, taking all it needs from outside through its `AppEdges`, so tests run it
/// in-process on edges of their own.
@MainActor
package enum FeatureGraphApp {
    /// Runs the app with `arguments` (without the executable's name) on `edges`; returns the exit status.
    package static func run(arguments: [String], edges: AppEdges) async -> ExitStatus {
        // The one output boundary: whatever came from a file, the environment, an error or the user is
        // shown with its control characters escaped.
        let console = EscapingConsole(edges.console)
        switch Invocation.parse(arguments) {
        case .failure(let error):
            console.writeError("feature-graph: \(error.message)\(error.showsUsage ? " (\(Usage.hint))" : "")\n")
            return .usage
        case .success(.links):
            let links = RootComponent.links()
            let width = (links.map(\.text.count).max() ?? 0) + 2
            for link in links {
                let gap = String(repeating: " ", count: width - link.text.count)
                console.write(link.text + gap + (link.titles.last ?? "") + "\n")
            }
            return .success
        case .success(.help):
            console.write(Usage.text + "\n")
            return .success
        case .success(.version):
            console.write(Usage.version + "\n")
            return .success
        case .success(.graph(let format)):
            console.write(format.render(await RootComponent.declaredGraph()))
            return .success
        case .success(.completion(let shell)):
            console.write(Completion.script(for: shell, links: RootComponent.links().map(\.text)))
            return .success
        case .success(.run(let options)):
            if case .link(let link) = options.start, let refusal = RootComponent.refusal(of: link) {
                console.writeError("feature-graph: \(refusal)\n")
                return .usage
            }
            let reported = await runMenu(options: options, edges: edges, console: console)
            return .menuEnded(interrupted: console.wasInterrupted, lifetimesReported: reported)
        }
    }

    /// Boots the tree, shows the menu until it ends, waits for the store's writes, lets go of the tree, and writes
    /// every captive or outlived component to standard error, whatever the flags; whether there was any.
    private static func runMenu(options: RunOptions, edges: AppEdges, console: Console) async -> Bool {
        let tracker = LifetimeTracker()
        let events = MenuEvents()
        let console = options.traceLifetimes ? TracingConsole(console, tracker: tracker, events: events) : console
        let dataDirectory = DataDirectory(flag: options.dataDirectory, environment: edges.environment)
        let reports = StoreReports()
        let userSource = chooseUserSource(flag: options.userURL, edges: edges, console: console)
        do {  // the tree is let go of at the end of this block, before the tracker is asked what outlived it
            let tree = RootComponent(
                tracker: tracker, clock: edges.clock, userSource: userSource, reminderInbox: events,
                storeLocation: dataDirectory.description
            ) {
                edges.openStore(dataDirectory.url) { reports.report($0) }
            }.boot()
            var start: [String] = []
            var problems: [String] = []
            switch options.start {
            case .mainMenu: break
            case .link(let link): start = link
            case .resume:
                let held = reports.heldCount
                let last = tree.root.lastLink { reports.heldCount > held }
                (start, problems) = (last.link, last.problem.map { [$0] } ?? [])
            }
            for problem in reports.postingFromNow(to: events) + problems { console.writeError(problem + "\n") }
            let ended = await showMenu(of: tree, startingAt: start, console: console, events: events)
            let stillSaving = tree.root.outside.store.isWriting
            if let goodbye = tree.root.leave(at: ended) { console.write(goodbye + "\n") }
            // The menu closed every screen as it ended, ending every visit: what was declared to live shorter
            // than the run and is still alive now is held by something that lives for the run.
            tracker.runEnded()
            // The terminal is the person's again before the app waits for anything that is not them: Ctrl-C
            // then ends the run at once, saying the change was not written.
            console.close()
            if stillSaving {
                console.write("Still saving; FeatureGraph ends once it is written (Ctrl-C stops without it).\n")
                TerminalSignals.noteOnInterrupt(.saveNotWritten)
            }
            await tree.root.outside.store.flush()
            TerminalSignals.noteOnInterrupt(.lineEnd)
        }
        await tracker.finish()
        let found = lifetimeReports(of: tracker)
        for line in found { console.writeError(line + "\n") }
        return !found.isEmpty
    }

    /// Every captive or outlived component `tracker` found, one line each, as the end of a run prints them.
    package static func lifetimeReports(of tracker: LifetimeTracker) -> [String] {
        tracker.captive.map { "[lifetime] captive \($0)" } + tracker.outlived.map { "[lifetime] outlived \($0)" }
    }

    /// `--user-url`'s server, else `FEATURE_GRAPH_USER_URL`'s (one line if it is no address), else the edges'.
    private static func chooseUserSource(flag: URL?, edges: AppEdges, console: Console) -> any ProfileUserSource {
        if let flag { return ServerUser(url: flag, clock: edges.clock.clock) }
        guard let text = edges.environment["FEATURE_GRAPH_USER_URL"], !text.isEmpty else { return edges.userSource }
        guard let url = ServerUser.address(text) else {
            console.writeError(
                "FEATURE_GRAPH_USER_URL is not \(ServerUser.wanted(instead: text)) ('\(DisplayText.quoted(text))'); "
                    + "the sample user is shown.\n")
            return edges.userSource
        }
        return ServerUser(url: url, clock: edges.clock.clock)
    }

    /// Shows the menu of `tree` until `q` or the end of input, on the screen `link` opens, its path beneath it.
    /// Returns the link where it ended (`Navigation.linkBack`).
    @discardableResult
    package static func showMenu(
        of tree: Tree<RootComponent>, startingAt link: [String] = [], console: Console, events: MenuEvents
    ) async -> String {
        var navigation = tree.root.navigation()
        _ = navigation.open(link: link)
        return await MenuFront(navigation: navigation, console: console, events: events).run()
    }
}

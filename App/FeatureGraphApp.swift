import Core
import Persistence
import SettingsFeature

/// The program behind `feature-graph`: reads the command line, boots the root component and runs the
/// menu. Everything here goes through a `Console`, so tests run the whole app in-process.
@MainActor
package enum FeatureGraphApp {
    /// Runs the app with `arguments` (without the executable's name) in `environment`, its reminders
    /// following `time`; returns the exit status.
    package static func run(
        arguments: [String], environment: [String: String], console: Console, time: DayClock = .system
    ) async -> ExitStatus {
        // The one output boundary: whatever came from a file, the environment, an error or the user is
        // shown with its control characters escaped.
        let console = EscapingConsole(console)
        switch Invocation.parse(arguments) {
        case .failure(let error):
            console.writeError("feature-graph: \(error.message)\n\(Usage.hint)\n")
            return .usage
        case .success(.help):
            console.write(Usage.text + "\n")
            return .success
        case .success(.version):
            console.write(Usage.version + "\n")
            return .success
        case .success(.graph(let format)):
            // An in-memory store: describing the tree must not touch the user's data.
            let root = RootComponent(tracker: nil) { InMemoryKeyValueStore() }
            console.write(format.render(root.componentGraph))
            return .success
        case .success(.run(let options)):
            await runMenu(options: options, environment: environment, console: console, time: time)
            return .success
        }
    }

    private static func runMenu(
        options: RunOptions, environment: [String: String], console: Console, time: DayClock
    ) async {
        let tracker = LifetimeTracker()
        if options.traceLifetimes {
            tracker.onEvent = { event in console.write("\(event)\n") }
        }
        let dataDirectory = DataDirectory(flag: options.dataDirectory, environment: environment)
        do {
            let root = RootComponent(tracker: tracker, storeLocation: dataDirectory.description, time: time) {
                FileKeyValueStore(directory: dataDirectory.url) { problem in console.writeError(problem + "\n") }
            }
            await root.runMenu(console: console)
        }
        // The menu and the root are gone, so the whole tree must be, and the tasks it owned were
        // cancelled: once they have returned, anything still alive or running is reported.
        await tracker.letCancelledTasksEnd()
        tracker.finish()
    }
}

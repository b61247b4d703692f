import Foundation
import Persistence
import ProfileFeature
import ProfileUserLive
import SettingsFeature
import TerminalMenu

/// Everything the app takes from outside its process, in one value: the console it reads and writes, the
/// environment that says where its data lives, the store it opens there, the time its reminders wait on,
/// and where the profile's user comes from. The app runs on `live`; a composition-root test runs the whole
/// app on its own. There are no defaults, so a value that leaves one out does not compile.
@MainActor
package struct AppEdges {
    package let console: any Console
    /// `FEATURE_GRAPH_DATA_DIR`, `XDG_DATA_HOME` and `HOME`, which choose the data directory.
    package let environment: [String: String]
    /// Opens the store in the data directory, telling `report` each problem it finds in one line, from
    /// whatever thread it finds it on.
    package let openStore: (_ directory: URL, _ report: @escaping @Sendable (String) -> Void) -> any KeyValueStore
    /// What reminders wait on, and the time of day.
    package let clock: DayClock
    package let userSource: any ProfileUserSource

    package init(
        console: any Console, environment: [String: String],
        openStore: @escaping (_ directory: URL, _ report: @escaping @Sendable (String) -> Void) -> any KeyValueStore,
        clock: DayClock, userSource: any ProfileUserSource
    ) {
        self.console = console
        self.environment = environment
        self.openStore = openStore
        self.clock = clock
        self.userSource = userSource
    }

    /// The app's own: the terminal, the process's environment, a file store, the system's time and the
    /// sample user shipped with the app.
    package static func live(
        environment: [String: String], outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1
    ) -> AppEdges {
        AppEdges(
            console: StandardConsole(environment: environment, outputIsTerminal: outputIsTerminal),
            environment: environment,
            openStore: { directory, report in FileKeyValueStore(directory: directory, report: report) },
            clock: .system, userSource: SampleUserFile())
    }
}

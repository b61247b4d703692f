import Foundation
import Persistence
import ProfileFeature
import ProfileUserLive
import SettingsFeature
import TerminalMenu

/// Everything the app takes from outside its process, in one value with no defaults: the app runs on `live`, a
/// composition-root test on its own.
@MainActor
package struct AppEdges {
    package let console: any Console
    /// `FEATURE_GRAPH_DATA_DIR`, `XDG_DATA_HOME` and `HOME`, which choose the data directory.
    package let environment: [String: String]
    /// Opens the store, telling `report`, on any thread, each problem in one line.
    package let openStore: (_ directory: URL, _ report: @escaping @Sendable (String) -> Void) -> any KeyValueStore
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

    /// The terminal, the environment, a file store, the system's time and the sample user.
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

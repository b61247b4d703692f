import Core
import LifetimeDiagnostics
import Persistence
import ProfileUserLive
import SettingsFeature
import TerminalMenu

extension RootComponent {
    /// A root over an in-memory store (unless `openStore` says otherwise), the sample user and the system's
    /// time, whose reminders go to `reminderInbox`: the tree as the graph export, the docs, the benchmark
    /// and the tests describe it, touching no data of the user's.
    package static func sample(
        tracker: LifetimeTracker?, reminderInbox: any ReminderInbox = MenuEvents(),
        openStore: () -> any KeyValueStore = { InMemoryKeyValueStore() }, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) -> Tree<RootComponent> {
        RootComponent(
            tracker: tracker, clock: .system, userSource: SampleUserFile(), reminderInbox: reminderInbox,
            storeLocation: "in memory only", openStore: openStore, fileID: fileID, line: line, column: column
        ).boot()
    }
}

import Core
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

/// The root of the app's component tree (`^->Root`): what lives as long as the app, and one child per
/// feature. It does not keep its children (they hold it): the main menu, on screen for the whole run,
/// holds each feature's component, so there is one of each per run, and the whole tree is released when
/// the menu lets go.
///
/// Each feature's dependency protocol is satisfied in its own file, `RootComponent+<Feature>.swift`, so
/// the compiler checks, feature by feature, that the root provides everything a child declares. What
/// comes from outside the process arrives through the initializer, from the app's `AppEdges`.
@MainActor
package final class RootComponent: BootstrapComponent {
    /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
    let store: any KeyValueStore
    let storeLocation: String
    package let dayClock: DayClock
    package let userSource: any ProfileUserSource
    package let reminderInbox: any ReminderInbox
    /// What Diagnostics reads; `nil` when nothing observes the tree.
    let observer: AppObserver?

    // Where the root finds its feature components while the main menu holds them.
    let quoteSlot = ChildScope<QuoteComponent>()
    let settingsSlot = ChildScope<SettingsComponent>()
    let profileSlot = ChildScope<ProfileComponent>()

    /// Boots the root: opens the store with `openStore`, and reports the tree's lifetimes to `tracker`.
    package init(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore
    ) {
        store = openStore()
        self.storeLocation = storeLocation
        self.dayClock = clock
        self.userSource = userSource
        self.reminderInbox = reminderInbox
        observer = tracker.map(AppObserver.init)
        super.init(observer: observer)
        recordEager(store)
    }

    /// A root over an in-memory store (unless `openStore` says otherwise), the sample user and the system's
    /// time, whose reminders go to `reminderInbox`: the tree as the graph export, the docs, the benchmark
    /// and the tests describe it, touching no data of the user's.
    package static func sample(
        tracker: LifetimeTracker?, reminderInbox: any ReminderInbox = MenuEvents(),
        openStore: () -> any KeyValueStore = { InMemoryKeyValueStore() }
    ) -> RootComponent {
        RootComponent(
            tracker: tracker, clock: .system, userSource: SampleUserFile(), reminderInbox: reminderInbox,
            storeLocation: "in memory only", openStore: openStore)
    }
}

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
/// the compiler checks, feature by feature, that the root provides everything a child declares.
@MainActor
package final class RootComponent: BootstrapComponent {
    /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
    let store: any KeyValueStore
    let storeLocation: String
    package let dayClock: DayClock
    package let reminderInbox: any ReminderInbox
    /// What Diagnostics reads; `nil` when nothing observes the tree.
    let tracker: LifetimeTracker?

    // Where the root finds its feature components while the main menu holds them.
    let quoteSlot = ChildScope<QuoteComponent>()
    let settingsSlot = ChildScope<SettingsComponent>()
    let profileSlot = ChildScope<ProfileComponent>()

    /// Boots the root: opens the store with `openStore` (the file store in the app, an in-memory one in
    /// tests and benchmarks), and reports the tree's lifetimes to `tracker`.
    package init(
        tracker: LifetimeTracker?, storeLocation: String = "in memory only", dayClock: DayClock = .system,
        reminderInbox: any ReminderInbox = MenuEvents(), openStore: () -> any KeyValueStore
    ) {
        store = openStore()
        self.storeLocation = storeLocation
        self.dayClock = dayClock
        self.reminderInbox = reminderInbox
        self.tracker = tracker
        super.init(observer: tracker)
        recordEager(store)
    }
}

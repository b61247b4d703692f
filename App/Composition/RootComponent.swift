import Core
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

/// The root of the app's component tree (`^->Root`): it owns what lives as long as the app and creates
/// one child component per feature. It does not keep its children (they hold it): the main menu, which is
/// on screen for the whole run, holds each feature's component, so there is one of each per run and the
/// whole tree is released when the menu ends.
///
/// Each feature's dependency protocol is satisfied in its own file, `RootComponent+<Feature>.swift`, so
/// the compiler checks, feature by feature, that the root provides everything a child declares.
@MainActor
package final class RootComponent: BootstrapComponent {
    /// Eager: the store is opened while the root boots, so a bad data directory is reported at launch.
    let store: any KeyValueStore
    /// Where the store keeps its values and why there, as Diagnostics shows it.
    let storeLocation: String
    /// The time of day and a clock to wait on, for the reminders: the system's, or a test's manual one.
    let time: DayClock
    /// What the menu waits for: lines typed and notices, such as the reminders.
    let menuEvents = MenuEvents()

    // Where the root finds its feature components while the main menu holds them; read them through the
    // accessors in RootComponent+<Feature>.swift.
    let quoteSlot = ChildScope<QuoteComponent>()
    let settingsSlot = ChildScope<SettingsComponent>()
    let profileSlot = ChildScope<ProfileComponent>()

    /// Boots the root: opens the store with `openStore` (the file store in the app, an in-memory one in
    /// benchmarks) and reports the tree's lifetimes to `tracker`.
    package init(
        tracker: LifetimeTracker?, storeLocation: String = "in memory only", time: DayClock = .system,
        openStore: () -> any KeyValueStore
    ) {
        store = openStore()
        self.storeLocation = storeLocation
        self.time = time
        super.init(name: "Root", tracker: tracker)
        recordEager(store)
    }
}

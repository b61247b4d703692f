import Core
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

/// The root of the app's component tree (`^->Root`): what comes from outside the process, and each
/// feature with how long it lives, one line each. Each feature's needs are met in a wiring of its own
/// (`QuoteWiring.swift`, …), so no feature's names meet another's here, and the compiler names any need a
/// wiring leaves out. The app holds the root through the `Tree` that `boot` returns.
@MainActor
package final class RootComponent: BootstrapComponent {
    /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
    let store: any KeyValueStore
    let storeLocation: String
    let clock: DayClock
    let userSource: any ProfileUserSource
    let reminderInbox: any ReminderInbox
    /// What Diagnostics reads; `nil` when nothing observes the tree.
    let observer: AppObserver?

    private init(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore
    ) {
        store = openStore()
        self.storeLocation = storeLocation
        self.clock = clock
        self.userSource = userSource
        self.reminderInbox = reminderInbox
        observer = tracker.map(AppObserver.init)
        super.init(observer: observer)
        recordEager(store)
    }

    /// Boots the app's tree: opens the store with `openStore`, reports the tree's lifetimes to `tracker`,
    /// and makes each feature that lives as long as the app, so that what runs does not depend on what is
    /// read first. Hold the tree for as long as the app runs; letting go of it releases everything.
    package static func boot(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore
    ) -> Tree<RootComponent> {
        let root = RootComponent(
            tracker: tracker, clock: clock, userSource: userSource, reminderInbox: reminderInbox,
            storeLocation: storeLocation, openStore: openStore)
        _ = (root.quote, root.settings)
        return Tree(root)
    }

    // MARK: - Each feature, and how long it lives

    // feature-lifetimes: begin
    private let quoteSlot = Kept<QuoteComponent>()
    private let settingsSlot = Kept<SettingsComponent>()

    /// As long as the app: one quote model controller per run, whoever holds its screens.
    package var quote: QuoteComponent {
        keep(quoteSlot) { QuoteComponent(parent: self, dependency: QuoteWiring(root: self)) }
    }

    /// As long as the app: its reminders send from boot until the app lets go of the tree.
    package var settings: SettingsComponent {
        keep(settingsSlot) { SettingsComponent(parent: self, dependency: SettingsWiring(root: self)) }
    }

    /// Per visit: a new one each time the main menu opens Profile, released with the last of its screens.
    package var profile: ProfileComponent {
        ProfileComponent(parent: self, dependency: ProfileWiring(root: self))
    }
    // feature-lifetimes: end
}

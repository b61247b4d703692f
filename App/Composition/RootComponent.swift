import Composition
import Core
import Diagnostics
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import ProfileWiring
import QuoteFeature
import QuoteWiring
import SettingsFeature
import SettingsWiring

/// The root of the app's component tree (`^->Root`): what comes from outside the process, each feature in one
/// line — its component's type, which says how long the component lives, and what its wiring is handed — and
/// the main menu that opens them. The root makes each feature's component from its line; each wiring is a
/// target of the feature's own (`App/Wiring/Quote`), so a feature's change rebuilds only the wirings that
/// cross to it and these lines. The app holds the root through the `Tree` that `boot()` returns.
@MainActor
package final class RootComponent: BootstrapComponent, FeatureRoot {
    /// What the root takes from outside the features, lent to each wiring.
    package struct Outside {
        /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
        let store: any KeyValueStore
        let clock: DayClock
        let userSource: any ProfileUserSource
        let reminderInbox: any ReminderInbox
        /// What Diagnostics reads; `nil` when nothing observes the tree.
        let tracker: LifetimeTracker?
        let storeLocation: String
    }

    package let outside: Outside

    // MARK: - Each feature: its component, and what its wiring is handed

    let quote: Feature<QuoteComponent> = Feature {
        QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings))
    }
    let settings: Feature<SettingsComponent> = Feature {
        SettingsWiring(
            store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
            reminderSubject: $0.reading(\.quote))
    }
    let profile: Feature<ProfileComponent> = Feature {
        ProfileWiring(
            store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
            favouriteQuoteEditor: $0.opening(\.quote))
    }
    let diagnostics: Feature<DiagnosticsComponent> = Feature {
        DiagnosticsWiring(
            tracker: $0.outside.tracker, storeLocation: $0.outside.storeLocation, crossings: $0.crossings)
    }

    // MARK: - The main menu: a line from each feature kept for the run, and its entries in the order shown

    package let mainMenu = MainMenu<RootComponent>(
        "FeatureGraph", header: [.init(\.settings, \.summary), .init(\.quote, \.summary)],
        entries: [
            .init("1", "Quote", opening: \.quote),
            .init("2", "Notification settings", opening: \.settings),
            .init("3", "Profile", opening: \.profile),
            .init("4", "Diagnostics", opening: \.diagnostics),
        ])

    /// A root that opens the store with `openStore` and reports the tree's lifetimes to `tracker`, as made at the
    /// place of the call; `boot()` it.
    package init(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        outside = Outside(
            store: openStore(), clock: clock, userSource: userSource, reminderInbox: reminderInbox, tracker: tracker,
            storeLocation: storeLocation)
        super.init(observer: tracker, fileID: fileID, line: line, column: column)
        recordEager(outside.store)
    }
}

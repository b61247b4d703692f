import Core
import Diagnostics
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalMenu
import TerminalScreen

/// The root of the app's component tree (`^->Root`): what comes from outside the process, and each
/// feature, one line each, in main-menu order. Each feature's needs are met in a wiring of its own
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
    let tracker: LifetimeTracker?
    /// How many times this run wired each edge between features (made the adapter that crosses it).
    var wiredEdges: [FeatureEdge: Int] = [:]

    // MARK: - The main menu's entries, numbered in this order: each feature and how long it lives

    // feature-lifetimes: begin
    /// One quote model controller per run, whoever holds its screens.
    let quote = Feature("Quote", .kept, wiredBy: QuoteWiring.init, opening: { $0.quoteScreen }) {
        QuoteComponent(parent: $0, dependency: $1)
    }
    /// Its reminders send from boot until the app lets go of the tree.
    let settings = Feature("Notification settings", .kept, wiredBy: SettingsWiring.init, opening: { $0.settingsScreen })
    {
        SettingsComponent(parent: $0, dependency: $1)
    }
    /// A new one each time the main menu opens Profile, released with the last of its screens.
    let profile = Feature("Profile", .perVisit, wiredBy: ProfileWiring.init, opening: { $0.profileScreen }) {
        ProfileComponent(parent: $0, dependency: $1)
    }
    /// The live component tree and the edges between features, read from the tracker each time it is shown.
    let diagnostics = MenuItem(label: "Diagnostics") { root in
        DiagnosticsScreen(
            tracker: root.tracker, edges: root.featureEdges, wiredEdges: { root.wiredEdges },
            storeLocation: root.storeLocation)
    }
    // feature-lifetimes: end

    /// A root that opens the store with `openStore` and reports the tree's lifetimes to `tracker`; `boot` it.
    package init(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore
    ) {
        store = openStore()
        self.storeLocation = storeLocation
        self.clock = clock
        self.userSource = userSource
        self.reminderInbox = reminderInbox
        self.tracker = tracker
        super.init(observer: tracker)
        recordEager(store)
    }

    /// The app's tree, with each feature kept for the run made now, so that what runs does not depend on
    /// what is read first. Hold it for as long as the app runs; letting go of it releases everything.
    package func boot() -> Tree<RootComponent> {
        for feature in features where feature.lifetime == .kept { _ = feature.scope(in: self) }
        return Tree(self)
    }

    /// The main menu's entries, in the order declared above: a new one's place is its key.
    var menuItems: [any MainMenuItem] { Mirror(reflecting: self).children.compactMap { $0.value as? any MainMenuItem } }

    /// The features among them.
    var features: [any DeclaredFeature] { menuItems.compactMap { $0 as? any DeclaredFeature } }

    /// The component of `feature`, made or kept as it declares.
    func component<Component, Wiring>(_ feature: KeyPath<RootComponent, Feature<Component, Wiring>>) -> Component {
        self[keyPath: feature].component(in: self)
    }

    // MARK: - The main menu

    /// Factory: the main menu, its entries numbered in the order declared.
    package var mainMenu: any Screen {
        factory {
            let entries = menuItems.enumerated().map { number, item in
                MainMenuScreen.Entry("\(number + 1)", item.label) { item.openFirstScreen(in: self) }
            }
            let (schedule, quote) = (component(\.settings).scheduleModel, component(\.quote).modelController)
            // Derived again only when Observation reports that the schedule or the favourite quote changed.
            let header = ObservedContent {
                ["Notifications \(schedule.schedule.summary)", "Favourite quote by \(quote.quote.author)"]
            }
            return MainMenuScreen(header: header, entries: entries, feature: String(#fileID.prefix { $0 != "/" }))
        }
    }

    /// Every way one feature reaches another, read from each feature's wiring, sorted.
    var featureEdges: [FeatureEdge] { features.flatMap { $0.readWiring(in: self).edges }.sorted() }
}

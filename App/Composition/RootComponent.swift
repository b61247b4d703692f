import Core
import Diagnostics
import GraphExport
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalMenu
import TerminalScreen

/// The root of the app's component tree (`^->Root`): what comes from outside the process, and each
/// feature, one line each: how long its component lives and the wiring that meets its needs. The root
/// makes each feature's component itself, from that line, so a declaration chooses neither the parent nor
/// another feature's wiring. Each wiring is a place of the feature's own (`QuoteWiring.swift`, …), so no
/// feature's names meet another's here, and the compiler names any need a wiring leaves out. The main
/// menu, below, is a list of its own: the declarations know nothing of it. The app holds the root through
/// the `Tree` that `boot` returns.
@MainActor
package final class RootComponent: BootstrapComponent {
    /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
    let store: any KeyValueStore
    let storeLocation: String
    let clock: DayClock
    let userSource: any ProfileUserSource
    let reminderInbox: any ReminderInbox
    /// What Diagnostics reads, and what is told when a visit ends; `nil` when nothing observes the tree.
    let tracker: LifetimeTracker?
    /// How many times this run wired each edge between features (made the adapter that crosses it).
    var wiredEdges: [FeatureEdge: Int] = [:]
    /// How many times this run took each navigation edge (opened a screen through its route).
    var takenEdges: [FeatureEdge: Int] = [:]
    /// The per-visit components whose first screen is open.
    var visits = OpenVisits()

    // MARK: - Each feature, and how long its component lives

    /// One quote model controller per run, whoever holds its screens.
    let quote = KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init)
    /// Its reminders send from boot until the app lets go of the tree.
    let settings = KeptFeature(SettingsComponent.self, wiredBy: SettingsWiring.init)
    /// A new one each time a screen of it is opened from outside it, released with the last of its screens.
    let profile = PerVisitFeature(ProfileComponent.self, wiredBy: ProfileWiring.init)

    /// Every feature declared above: what boot makes and what the graph draws.
    var features: [any DeclaredFeature] { [quote, settings, profile] }

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
        for feature in features { feature.boot(in: self) }
        return Tree(self)
    }

    /// The component of a feature kept for the run.
    func component<Component>(_ feature: KeyPath<RootComponent, KeptFeature<Component>>) -> Component {
        self[keyPath: feature].component(in: self)
    }

    /// A new component of a per-visit feature, for a visit no screen ends: how a test reads a visit's values.
    func newVisit<Component>(_ feature: KeyPath<RootComponent, PerVisitFeature<Component>>) -> Component {
        self[keyPath: feature].newVisit(in: self)
    }

    /// The screen `screen` of `feature`'s component, kept or made for a new visit, as the main menu opens it.
    func open<Feature: DeclaredFeature>(
        _ feature: KeyPath<RootComponent, Feature>, _ screen: KeyPath<Feature.Component, any Screen>
    ) -> any Screen {
        self[keyPath: feature].open({ $0[keyPath: screen] }, in: self)
    }

    /// The menu closed `screen`: if it opened a visit, the visit has ended, and the tracker is told.
    func closed(_ screen: any Screen) {
        guard let component = visits.end(openedBy: screen) else { return }
        tracker?.lifetimeEnded(of: component)
    }

    /// Every way one feature reaches another, read from each feature's wiring, sorted.
    var featureEdges: [FeatureEdge] { features.flatMap { $0.readWiring(in: self).edges }.sorted() }

    // MARK: - The main menu

    /// Factory: the main menu: above its entries, a line from each feature kept for the run, in the
    /// feature's own words and kept current by Observation.
    package var mainMenu: any Screen {
        factory {
            let (settings, quote) = (component(\.settings), component(\.quote))
            let header = ObservedContent { [settings.summary, quote.summary] }
            return MainMenuScreen(
                header: header, entries: mainMenuEntries, feature: String(#fileID.prefix { $0 != "/" }))
        }
    }

    /// The main menu's entries, in the order shown: each opens the first screen of a feature, or Diagnostics.
    private var mainMenuEntries: [MainMenuScreen.Entry] {
        [
            MainMenuScreen.Entry("1", "Quote") { self.open(\.quote, \.quoteScreen) },
            MainMenuScreen.Entry("2", "Notification settings") { self.open(\.settings, \.settingsScreen) },
            MainMenuScreen.Entry("3", "Profile") { self.open(\.profile, \.profileScreen) },
            MainMenuScreen.Entry("4", "Diagnostics") { self.diagnosticsScreen },
        ]
    }

    /// Factory: the live component tree and the edges between features, read from the tracker each time it
    /// is shown.
    var diagnosticsScreen: any Screen {
        factory {
            DiagnosticsScreen(
                tracker: tracker, edges: featureEdges, wiredEdges: { self.wiredEdges }, storeLocation: storeLocation)
        }
    }
}

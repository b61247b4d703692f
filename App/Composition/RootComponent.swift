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
    /// How many times this run read each data edge between features (an adapter read the other feature).
    var readEdges: [FeatureEdge: Int] = [:]
    /// How many times this run took each navigation edge (the stack opened a destination through a route).
    var takenEdges: [FeatureEdge: Int] = [:]

    // MARK: - Each feature, and how long its component lives

    /// One quote model controller per run, whoever holds its screens.
    let quote = KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init)
    /// Its reminders send from boot until the app lets go of the tree.
    let settings = KeptFeature(SettingsComponent.self, wiredBy: SettingsWiring.init)
    /// A new one each time the navigation stack opens it from outside it, ended when that entry leaves.
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

    /// `destination` of `feature`, as the main menu offers it.
    func destination<Feature: DeclaredFeature>(
        _ feature: KeyPath<RootComponent, Feature>, _ destination: Feature.Component.Destination
    ) -> AnyDestination {
        self[keyPath: feature].destination(destination, in: self, taking: nil)
    }

    /// Counts `edge`, if any, as taken once more.
    func take(_ edge: FeatureEdge?) {
        if let edge { takenEdges[edge, default: 0] += 1 }
    }

    /// Every way one feature reaches another, read once from each feature's wiring, sorted.
    private(set) lazy var featureEdges: [FeatureEdge] = features.flatMap { $0.readWiring(in: self).edges }.sorted()

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

    /// The main menu's entries, in the order shown: each opens the first destination of a feature, or
    /// Diagnostics.
    private var mainMenuEntries: [MainMenuScreen.Entry] {
        [
            MainMenuScreen.Entry("1", "Quote", opening: destination(\.quote, .quote)),
            MainMenuScreen.Entry("2", "Notification settings", opening: destination(\.settings, .settings)),
            MainMenuScreen.Entry("3", "Profile", opening: destination(\.profile, .profile)),
            MainMenuScreen.Entry(
                "4", "Diagnostics",
                opening: AnyDestination(RootDestination.diagnostics) { from in
                    Opening { self.diagnosticsScreen(openedFrom: from) }
                }),
        ]
    }

    /// Factory: the live component tree and the edges between features, read from the tracker each time it
    /// is shown, and where it was opened from, as a link.
    func diagnosticsScreen(openedFrom link: String) -> any Screen {
        factory {
            DiagnosticsScreen(
                tracker: tracker, edges: featureEdges,
                uses: { self.readEdges.merging(self.takenEdges, uniquingKeysWith: +) }, openedFrom: link,
                storeLocation: storeLocation)
        }
    }
}

/// Where the main menu leads besides the features: Diagnostics.
enum RootDestination: String, Destination, CaseIterable {
    case diagnostics
}

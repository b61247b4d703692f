import Composition
import Core
import Diagnostics
import GraphExport
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import ProfileWiring
import QuoteFeature
import QuoteWiring
import SettingsFeature
import SettingsWiring
import TerminalMenu
import TerminalScreen

/// The root of the app's component tree (`^->Root`): what comes from outside the process, and each
/// feature, one line each: how long its component lives, on the component's type, and what its wiring is
/// handed, by name: what the root takes from outside, and a crossing to each feature it reaches. The root
/// makes each feature's component itself, from that line, so a declaration chooses neither the parent nor
/// another feature's wiring. Each wiring is a target of the feature's own (`App/Wiring/Quote`), so a
/// feature's change rebuilds only the wirings that cross to it and these lines. The main menu, below, is
/// a list of its own: the declarations know nothing of it. The app holds the root through the `Tree` that
/// `boot` returns.
@MainActor
package final class RootComponent: BootstrapComponent, FeatureRoot {
    /// What the root takes from outside the features, lent to each wiring.
    package struct Outside {
        /// Eager: the store is opened while the root boots, so a bad data directory shows at launch.
        let store: any KeyValueStore
        let clock: DayClock
        let userSource: any ProfileUserSource
        let reminderInbox: any ReminderInbox
    }

    package let outside: Outside
    let storeLocation: String
    /// What Diagnostics reads, and what is told when a visit ends; `nil` when nothing observes the tree.
    let tracker: LifetimeTracker?
    /// How many times this run used each crossing between features: an adapter read the feature it
    /// reaches, or the navigation stack opened a destination through a route.
    private var uses: [Crossing: Int] = [:]

    // MARK: - Each feature, what its wiring is handed, and how long its component lives (on its type)

    /// One quote model controller per run, whoever holds its screens.
    let quote: Kept<QuoteComponent> = Kept {
        QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings))
    }
    /// Its reminders send from boot until the app lets go of the tree.
    let settings: Kept<SettingsComponent> = Kept {
        SettingsWiring(
            store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
            reminderSubject: $0.reading(\.quote))
    }
    /// A new one each time the navigation stack opens it from outside it, ended when that entry leaves.
    let profile: PerVisit<ProfileComponent> = PerVisit {
        ProfileWiring(
            store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
            favouriteQuoteEditor: $0.opening(\.quote))
    }

    /// Every feature declared above: what boot makes and what the graph draws.
    var features: [any DeclaredFeature<RootComponent>] { [quote, settings, profile] }

    /// A root that opens the store with `openStore` and reports the tree's lifetimes to `tracker`; `boot` it.
    package init(
        tracker: LifetimeTracker?, clock: DayClock, userSource: any ProfileUserSource,
        reminderInbox: any ReminderInbox, storeLocation: String, openStore: () -> any KeyValueStore
    ) {
        outside = Outside(store: openStore(), clock: clock, userSource: userSource, reminderInbox: reminderInbox)
        self.storeLocation = storeLocation
        self.tracker = tracker
        super.init(observer: tracker)
        recordEager(outside.store)
    }

    /// The app's tree, with each feature kept for the run made now, so that what runs does not depend on
    /// what is read first. Hold it for as long as the app runs; letting go of it releases everything.
    package func boot() -> Tree<RootComponent> {
        for feature in features { feature.boot(in: self) }
        return Tree(self)
    }

    /// The component of a feature kept for the run.
    func component<Component>(_ feature: KeyPath<RootComponent, Kept<Component>>) -> Component {
        self[keyPath: feature].component(in: self)
    }

    /// `destination` of `feature`, as the main menu offers it.
    func destination<Feature: DeclaredFeature<RootComponent>>(
        _ feature: KeyPath<RootComponent, Feature>, _ destination: Feature.Component.Destination
    ) -> AnyDestination {
        self[keyPath: feature].destination(destination, in: self, through: nil)
    }

    package func used(_ crossing: Crossing) {
        uses[crossing, default: 0] += 1
    }

    package func visitEnded(of component: Scope) {
        tracker?.lifetimeEnded(of: component)
    }

    /// How many times this run used each edge between features.
    var edgeUses: [FeatureEdge: Int] { Dictionary(uses.map { (FeatureEdge($0), $1) }, uniquingKeysWith: +) }

    /// Every way one feature reaches another, read once from each feature's wiring, sorted.
    private(set) lazy var featureEdges: [FeatureEdge] = features.flatMap { $0.wiringReadAlone(in: self).crossings }
        .map(FeatureEdge.init).sorted()

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
                uses: { self.edgeUses }, openedFrom: link,
                storeLocation: storeLocation)
        }
    }
}

/// Where the main menu leads besides the features: Diagnostics.
enum RootDestination: String, Destination, CaseIterable {
    case diagnostics
}

/// A feature of this root kept for the run.
typealias Kept<Component: Scope> = KeptFeature<RootComponent, Component>
/// A feature of this root made per visit.
typealias PerVisit<Component: Scope> = PerVisitFeature<RootComponent, Component>

import Core
import LifetimeDiagnostics
import Persistence
import QuoteFeature
import SettingsFeature
import TerminalScreen
import Testing

@testable import App

/// How long each feature lives is what the root declares: Quote and Settings for the whole run, whoever
/// holds their screens and whatever is read first; Profile for each visit.
@MainActor
@Suite struct RootComponentTests {
    @Test func hasOneChildPerFeatureUnderTheRoot() {
        let tree = RootComponent.sample(tracker: nil)
        #expect(tree.root.path == "^->Root")
        #expect(tree.root.quote.path == "^->Root->Quote")
        #expect(tree.root.settings.path == "^->Root->Settings")
        #expect(tree.root.profile.path == "^->Root->Profile")
    }

    /// Quote and Settings are kept for the run though nothing else holds them; a Profile component lives
    /// as long as its screens (here none), and each visit makes its own.
    @Test func appLongFeaturesAreKeptAndProfileIsOnePerVisit() {
        let tree = RootComponent.sample(tracker: nil)
        weak let quote = tree.root.quote
        weak let settings = tree.root.settings
        weak let unheldProfile = tree.root.profile
        #expect(quote != nil && tree.root.quote === quote)
        #expect(settings != nil && tree.root.settings === settings)
        #expect(unheldProfile == nil)
        let visit = tree.root.profile.profileScreen
        #expect(tree.root.profile !== tree.root.profile)
        withExtendedLifetime(visit) {}
    }

    /// One quote model controller and one reminders task per run, whatever start-up reads first, and
    /// after the menu lets go of a feature's screens.
    @Test(arguments: StartUpRead.orders)
    func oneControllerAndOneRemindersTaskPerRun(reads: [StartUpRead]) {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        var held: [any Screen] = []
        for read in reads { held.append(read.screen(of: tree.root)) }
        held.removeAll()  // the menu lets go of every screen it opened

        let records = tracker.records
        let controllers = records.first { $0.typeName == "QuoteModelController" }
        let reminders = records.first { $0.lifetime == .task && $0.typeName == "reminders" }
        #expect(controllers.map { [$0.created, $0.alive] } == [1, 1])
        #expect(reminders.map { [$0.created, $0.alive] } == [1, 1])
        #expect(tree.root.settings.reminders.isSending)
    }

    /// Booting makes Quote and Settings before anything reads them, so the reminders send from boot, with
    /// no screen opened.
    @Test func bootMakesTheFeaturesThatLiveAsLongAsTheApp() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let alive = tracker.records.filter { $0.alive == 1 }.map(\.typeName)
        #expect(alive.contains("QuoteComponent") && alive.contains("SettingsComponent"))
        #expect(tracker.records.contains { $0.lifetime == .task && $0.typeName == "reminders" && $0.alive == 1 })
        withExtendedLifetime(tree) {}
    }

    @Test func theStoreIsOpenedEagerlyAtBoot() {
        let tracker = LifetimeTracker()
        var opened = 0
        _ = RootComponent.sample(tracker: tracker) {
            opened += 1
            return InMemoryKeyValueStore()
        }
        #expect(opened == 1)
        #expect(tracker.records.filter { $0.lifetime == .eager }.map(\.typeName) == ["InMemoryKeyValueStore"])
    }

    /// Letting go of the tree releases every feature, the reminders' task with Settings, and the root.
    @Test func lettingGoOfTheTreeReleasesEveryFeatureAndTheRoot() async {
        let tracker = LifetimeTracker()
        var tree: Tree<RootComponent>? = RootComponent.sample(tracker: tracker)
        weak let root = tree?.root
        weak let quote = tree?.root.quote
        weak let settings = tree?.root.settings
        tree = nil
        await tracker.finish()
        #expect(root == nil && quote == nil && settings == nil)
        #expect(tracker.outlived.isEmpty)
    }
}

/// A screen start-up may open first: the tests read them in every order.
enum StartUpRead: CaseIterable, Sendable {
    case mainMenu, quote, settings, profile

    @MainActor
    func screen(of root: RootComponent) -> any Screen {
        switch self {
        case .mainMenu: root.mainMenu
        case .quote: root.quote.quoteScreen
        case .settings: root.settings.settingsScreen
        case .profile: root.profile.profileScreen
        }
    }

    /// Every order of the four reads.
    static var orders: [[StartUpRead]] {
        allCases.reduce([[]]) { orders, _ in
            orders.flatMap { order in allCases.filter { !order.contains($0) }.map { order + [$0] } }
        }
    }
}

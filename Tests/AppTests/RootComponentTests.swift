import Core
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalScreen
import Testing

@testable import App

/// How long each feature lives is what the root declares: Quote and Settings for the whole run, whoever
/// holds their screens and whatever is read first; Profile for each visit.
@MainActor
@Suite(.timeLimit(.minutes(1)), .timeLimit(.minutes(1))) struct RootComponentTests {
    @Test func hasOneChildPerFeatureUnderTheRoot() {
        let tree = RootComponent.sample(tracker: nil)
        #expect(tree.root.path == "^->Root")
        #expect(tree.root.component(\.quote).path == "^->Root->Quote")
        #expect(tree.root.component(\.settings).path == "^->Root->Settings")
        #expect(tree.root.component(\.profile).path == "^->Root->Profile")
    }

    /// Quote and Settings are kept for the run though nothing else holds them; a Profile component lives
    /// as long as its screens (here none), and each visit makes its own.
    @Test func appLongFeaturesAreKeptAndProfileIsOnePerVisit() {
        let tree = RootComponent.sample(tracker: nil)
        weak let quote: QuoteComponent? = tree.root.component(\.quote)
        weak let settings: SettingsComponent? = tree.root.component(\.settings)
        weak let unheldProfile: ProfileComponent? = tree.root.component(\.profile)
        let (quoteAgain, settingsAgain): (QuoteComponent, SettingsComponent) = (
            tree.root.component(\.quote), tree.root.component(\.settings)
        )
        #expect(quote != nil && quoteAgain === quote)
        #expect(settings != nil && settingsAgain === settings)
        #expect(unheldProfile == nil)
        let visits: (ProfileComponent, ProfileComponent) = (
            tree.root.component(\.profile), tree.root.component(\.profile)
        )
        #expect(visits.0 !== visits.1)
        withExtendedLifetime(visits) {}
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
        #expect(tree.root.component(\.settings).reminders.isSending)
    }

    /// Booting makes every feature kept for the run before anything reads it, with no screen opened, and
    /// no other: whatever a kept feature runs (Settings' reminders) starts at boot.
    @Test func bootMakesEveryFeatureKeptForTheRunAndNoOther() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let alive = Set(tracker.records.filter { $0.lifetime == .scope && $0.alive == 1 }.map(\.typeName))
        #expect(!tree.root.features.isEmpty)
        for feature in tree.root.features {
            #expect(
                alive.contains(String(describing: feature.componentType)) == (feature.lifetime == .kept),
                "\(feature.label), kept: \((feature.lifetime == .kept))")
        }
        #expect(tracker.records.contains { $0.lifetime == .task && $0.typeName == "reminders" && $0.alive == 1 })
    }

    /// The main menu numbers its entries in the order the root declares them.
    @Test func theMainMenuNumbersItsEntriesInTheOrderDeclared() {
        let root = RootComponent.sample(tracker: nil).root
        guard case .choices(let choices) = root.mainMenu.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        let labels = root.menuItems.map(\.label)
        #expect(choices.map(\.key) == labels.indices.map { "\($0 + 1)" })
        #expect(choices.map(\.label) == labels)
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
        weak let quote = tree?.root.component(\.quote)
        weak let settings = tree?.root.component(\.settings)
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
        case .quote: root.component(\.quote).quoteScreen
        case .settings: root.component(\.settings).settingsScreen
        case .profile: root.component(\.profile).profileScreen
        }
    }

    /// Every order of the four reads.
    static var orders: [[StartUpRead]] {
        allCases.reduce([[]]) { orders, _ in
            orders.flatMap { order in allCases.filter { !order.contains($0) }.map { order + [$0] } }
        }
    }
}

import Core
import LifetimeDiagnostics
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

@testable import App
@testable import Composition

/// How long each feature lives is what the root declares: Quote and Settings for the whole run, whoever
/// holds their screens and whatever is read first; Profile for each visit.
@MainActor
@Suite(.limitForATest) struct RootComponentTests {
    @Test func hasOneChildPerFeatureUnderTheRoot() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let visit = tree.root.opened("profile")
        #expect(tree.root.path == "^->Root")
        #expect(tree.root.component(\.quote).path == "^->Root->Quote")
        #expect(tree.root.component(\.settings).path == "^->Root->Settings")
        #expect(
            tracker.records.filter { $0.lifetime == .scope && $0.alive > 0 }.map(\.path).contains("^->Root->Profile"))
        withExtendedLifetime(visit) {}
    }

    /// Quote and Settings are kept for the run though nothing else holds them; a Profile component lives
    /// as long as the entry of the navigation stack that opened it, and each visit makes its own.
    @Test func appLongFeaturesAreKeptAndProfileIsOnePerVisit() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        weak let quote: QuoteComponent? = tree.root.component(\.quote)
        weak let settings: SettingsComponent? = tree.root.component(\.settings)
        let (quoteAgain, settingsAgain): (QuoteComponent, SettingsComponent) = (
            tree.root.component(\.quote), tree.root.component(\.settings)
        )
        #expect(quote != nil && quoteAgain === quote)
        #expect(settings != nil && settingsAgain === settings)

        let profiles = { tracker.records.filter { $0.typeName == "ProfileComponent" }.map { [$0.created, $0.alive] } }
        var first = tree.root.opened("profile")
        let second = tree.root.opened("profile")
        #expect(profiles() == [[2, 2]])
        first.closeAll()
        #expect(profiles() == [[2, 1]])
        withExtendedLifetime(second) {}
    }

    /// One quote model controller, one Settings component and one reminders task per run, however their
    /// screens are reached: from the main menu, through another feature's route, and after the menu let go
    /// of them.
    @Test func everyWayToAKeptFeatureReachesItsOneComponent() {
        let tracker = LifetimeTracker()
        let menu = TypedMenu(tracker: tracker)
        let tree = menu.tree
        // Quote, and its route to Settings; Settings from the menu; Profile's route to Quote's editor.
        menu.type("1", "2", "b", "b", "2", "b", "3", "4", "c", "b")
        #expect(menu.depth == 1)

        let records = tracker.records
        let made = { (name: String) in records.filter { $0.typeName == name }.map { [$0.created, $0.alive] } }
        #expect(made("QuoteComponent") == [[1, 1]])
        #expect(made("SettingsComponent") == [[1, 1]])
        #expect(made("QuoteModelController") == [[1, 1]])
        let reminders = records.filter { $0.lifetime == .task && $0.typeName == "reminders" }
        #expect(reminders.map { [$0.created, $0.alive] } == [[1, 1]])
        #expect(tree.root.component(\.settings).reminders.isSending)
    }

    /// Booting makes every feature kept for the run before anything reads it, with no screen opened, and
    /// no other: whatever a kept feature runs (Settings' reminders) starts at boot.
    @Test func bootMakesEveryFeatureKeptForTheRunAndNoOther() {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        let alive = Set(tracker.records.filter { $0.lifetime == .scope && $0.alive == 1 }.map(\.typeName))
        let declared = Self.declaredFeatures(of: tree.root)
        #expect(["quote", "settings", "profile", "diagnostics"].allSatisfy { declared[$0] != nil })
        for (name, feature) in declared {
            #expect(alive.contains(String(describing: feature.componentType)) == feature.isKept, "\(name)")
        }
        #expect(tracker.records.contains { $0.lifetime == .task && $0.typeName == "reminders" && $0.alive == 1 })
    }

    /// Boot makes the features kept for the run in the order the main menu reaches them, whatever reads them.
    @Test func bootMakesTheKeptFeaturesInTheOrderTheMainMenuReachesThem() {
        let tracker = LifetimeTracker()
        _ = RootComponent.sample(tracker: tracker)
        let made = tracker.records.filter { $0.lifetime == .scope && $0.path != "^->Root" }.map(\.typeName)
        #expect(made == ["QuoteComponent", "SettingsComponent"])
    }

    /// The root's features are those its main menu opens and those they cross to, derived, never listed by
    /// hand: each declared is among them, and opens a screen of its module from an entry of the main menu;
    /// each entry opens a declared feature's screen. A declaration nothing reaches is named.
    @Test func everyFeatureDeclaredIsReachedAndHasAMainMenuEntry() {
        let root = RootComponent.sample(tracker: nil).root
        let declared = Self.declaredFeatures(of: root)
        let reached = root.features.map { ObjectIdentifier($0) }
        let modules = Set(declared.values.map { Self.module(of: $0.componentType) })
        guard case .choices(let entries) = root.navigation().top.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        var opened: [String: String] = [:]
        for entry in entries {
            var navigation = root.navigation()
            navigation.apply(entry.action())
            opened[navigation.top.feature] = entry.label
        }
        for (name, feature) in declared {
            #expect(
                reached.contains(ObjectIdentifier(feature)),
                "RootComponent.\(name) is declared, and neither the main menu nor a feature reaches it: boot and the graph miss it"
            )
            #expect(
                opened[Self.module(of: feature.componentType)] != nil,
                "RootComponent.\(name) is declared but no entry of the main menu in RootComponent.swift opens it")
        }
        for (module, label) in opened {
            #expect(modules.contains(module), "the main menu's \(label) opens \(module), which no declaration makes")
        }
    }

    /// Every key of the main menu is one entry's alone, and none is a key the menu front keeps for itself (`b`
    /// back, `q` quit, `?` help): a feature given a key already taken is named with it.
    @Test func everyMainMenuKeyIsOneEntrysAndNoneIsTheMenusOwn() {
        let root = RootComponent.sample(tracker: nil).root
        guard case .choices(let choices) = root.navigation().top.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        for key in Set(choices.map(\.key)) {
            let labels = choices.filter { $0.key == key }.map(\.label)
            #expect(labels.count == 1, "the main menu's key \(key) opens \(labels.joined(separator: " and "))")
            #expect(
                !["b", "q", "?"].contains(key.lowercased()), "the main menu's \(labels) takes the menu's own key \(key)"
            )
        }
        let words = choices.map { $0.label.lowercased() } + ["back", "quit", "help"]
        #expect(Set(words).count == words.count, "two entries, or an entry and the menu's own keys, say \(words)")
    }

    /// The main menu's first entries, keys and labels, in the order a person sees them: the keys are a
    /// contract that tests, docs and demos pipe. A feature added later comes after them.
    @Test func theMainMenuOffersQuoteSettingsProfileAndDiagnosticsInThatOrder() {
        let root = RootComponent.sample(tracker: nil).root
        guard case .choices(let choices) = root.navigation().top.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        #expect(
            choices.prefix(4).map { "\($0.key) \($0.label)" } == [
                "1 Quote", "2 Notification settings", "3 Profile", "4 Diagnostics",
            ],
            "the main menu in App/Composition/RootComponent.swift changed its keys: they are a contract")
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

extension RootComponentTests {
    /// The features the root declares, by property name, read off its stored properties: a test may reflect.
    static func declaredFeatures(of root: RootComponent) -> [String: any AnyFeature<RootComponent>] {
        Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: root).children.compactMap { child in
                (child.value as? any AnyFeature<RootComponent>).map { (child.label ?? "?", $0) }
            })
    }

    static func module(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }
}

import Foundation

/// The files of a new feature, each after a line `@@ <path>`, with placeholders `FeatureNames.fill` replaces:
/// a persisted list, its screens and tests, its wiring, and a way to Notification settings, the one edge to
/// another feature every new feature starts with.
package enum Templates {
    package static var all: [(path: String, text: String)] {
        files.split(separator: "@@ ").map { file in
            let lines = file.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let text = lines.count > 1 ? String(lines[1]).trimmingCharacters(in: .newlines) + "\n" : ""
            return (String(lines[0]), text)
        }
    }

    private static let files = """
        @@ Modules/Feature_/README.md
        # Module_

        The Title_ feature: a list stored under `storeKey_`, its screens, and a way to Notification settings. It imports
        Core, Composition and TerminalScreen only; what it needs from outside is `Feature_Dependency`, which its wiring,
        `App/Wiring/Feature_`, meets. Written by `new-feature`; docs/adding-a-feature.md explains each file.

        @@ Modules/Feature_Fakes/README.md
        # Feature_Fakes

        Title_'s dependency as its tests and `storeKey_-alone` give it: each member set by whoever uses it, and one used
        unset reported, naming it, to the reporter the fakes were made with (`.runningTest` in a test, `.standardError`
        alone). The route to Notification settings is asked for by name: `fakes.reminders = fakes.settings.route`.

        @@ Modules/Feature_Alone/README.md
        # Feature_Alone

        `storeKey_-alone`: Title_ on its own at the terminal, over its fakes, run by `FeatureAlone.run`. It builds
        Title_, the menu front and its fakes, no other feature, no App and no test framework.

        @@ Modules/Feature_/Feature_Dependency.swift
        import Composition

        /// What the Title_ feature needs and cannot make itself. The App meets it in `Feature_Wiring`, a
        /// target of this feature's own, so its names never meet another feature's; a need the wiring
        /// leaves out is a compile error that names the need.
        @MainActor
        public protocol Feature_Dependency {
            var storage: any Feature_Storage { get }
            /// Into the reminders' settings: a destination of another feature, which only the App can name.
            var reminders: AnyDestination<Feature_Component> { get }
        }

        @@ Modules/Feature_/Feature_Destination.swift
        import TerminalScreen

        /// Where the Title_ feature's screens lead, each a segment of a link (`storeKey_/add`): the list, its
        /// add screen, and the reminders' settings, another feature's, which the App gives this one.
        public enum Feature_Destination: String, Destination, CaseIterable {
            case list = "storeKey_"
            case add
            case reminders
        }

        @@ Modules/Feature_/Item_.swift
        import Foundation

        /// One itemWords_: a name of 1 to 60 characters, not only spaces, without control characters.
        public struct Item_: Codable, Equatable, Sendable {
            public let name: String

            static let rule = "A name is 1 to 60 characters, not only spaces, without control characters."

            package init?(typed: String) {
                let name = typed.trimmingCharacters(in: .whitespaces)
                let hasControl = name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                guard !name.isEmpty, name.count <= 60, !hasControl else { return nil }
                self.name = name
            }

            private enum CodingKeys: CodingKey { case name }

            /// A stored itemWords_ is checked like a typed one, and refused saying which rule it breaks.
            public init(from decoder: any Decoder) throws {
                let stored = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
                guard let item = Item_(typed: stored) else {
                    let problem = "a stored name of \\(stored.count) characters. \\(Self.rule)"
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
                }
                self = item
            }
        }

        @@ Modules/Feature_/Feature_Storage.swift
        import TerminalScreen

        /// Where the itemWords_ list is kept between runs. The feature owns this protocol; the App satisfies
        /// it over its store, so the feature never imports Persistence.
        @MainActor
        public protocol Feature_Storage {
            func load() -> [Item_]?
            /// Adds `item` to what is stored then, even if another run added to it meanwhile, in the
            /// background; the `Saving` tells how it went.
            func add(_ item: Item_) -> Saving
        }

        @@ Modules/Feature_/Feature_Model.swift
        import Observation
        import TerminalScreen

        /// The list while the app runs: observable, so what shows it follows an addition at once.
        @MainActor
        @Observable
        public final class Feature_Model {
            public private(set) var items: [Item_]
            @ObservationIgnored private let storage: any Feature_Storage

            package init(storage: any Feature_Storage) {
                self.storage = storage
                items = storage.load() ?? []
            }

            public func add(_ item: Item_) -> Saving {
                items.append(item)
                return storage.add(item)
            }
        }

        @@ Modules/Feature_/Feature_Component.swift
        import Composition
        import Core
        import TerminalScreen

        /// The Title_ feature's component: one model for as long as it lives, and the screens that share it.
        /// Made per visit: each opening from the main menu starts afresh, with what is stored.
        public final class Feature_Component: FeatureComponent<any Feature_Dependency, MadePerVisit> {
            package private(set) lazy var model: Feature_Model = shared { Feature_Model(storage: dependency.storage) }

            package var listScreen: any Screen { factory { Feature_Screen(model: model) } }
            package var addScreen: any Screen { factory { AddItem_Screen(model: model) } }
        }

        extension Feature_Component: DestinationScreens {
            public static var start: Feature_Destination { .list }
            public func arrival(at destination: Feature_Destination) -> Arrival<Feature_Component> {
                switch destination {
                case .list: .screen(listScreen)
                case .add: .screen(addScreen)
                case .reminders: .route(dependency.reminders)
                }
            }
        }

        @@ Modules/Feature_/Feature_FeatureScreen.swift
        import TerminalScreen

        /// A screen of the Title_ feature: `Navigation` keeps it as this module's.
        @MainActor
        protocol Feature_FeatureScreen: Screen {}

        extension Feature_FeatureScreen {
            /// The module this declaration is compiled into.
            public var feature: String { String(#fileID.prefix { $0 != "/" }) }
        }

        @@ Modules/Feature_/Feature_Screen.swift
        import TerminalScreen

        @MainActor
        final class Feature_Screen: Feature_FeatureScreen {
            private let model: Feature_Model

            init(model: Feature_Model) {
                self.model = model
            }

            let title = "Title_"
            var content: [String] { model.items.isEmpty ? ["Nothing here yet."] : model.items.map { "\\u{2022} \\($0.name)" } }
            var request: ScreenRequest {
                .choices([
                    ScreenChoice("1", "Add itemWords_", opening: Feature_Destination.add),
                    ScreenChoice("2", "Reminders", opening: Feature_Destination.reminders),
                ])
            }
        }

        @@ Modules/Feature_/AddItem_Screen.swift
        import TerminalScreen

        @MainActor
        final class AddItem_Screen: Feature_FeatureScreen {
            private let model: Feature_Model

            init(model: Feature_Model) {
                self.model = model
            }

            let title = "Add itemWords_"
            let content = [PromptLine.keysForANewValue]
            var request: ScreenRequest { .prompt("Name", answer: answer) }

            private func answer(_ line: String) -> ScreenOutcome {
                guard case .value(let typed) = PromptLine(line) else { return .close(notice: "Nothing added.") }
                guard let item = Item_(typed: typed) else { return .stay(notice: Notice(Item_.rule)) }
                return .close(
                    notice: .after(model.add(item)) { outcome in
                        switch outcome {
                        case .saved: "Added."
                        case .keptForThisSession(let reason): "\\(reason). It is kept for this session only."
                        case .changedElsewhere: "Not added: another FeatureGraph changed the list first."
                        }
                    })
            }
        }

        @@ Modules/Feature_Fakes/Feature_Fakes.swift
        import Composition
        import FeatureFakes
        import Module_
        import TerminalScreen

        /// Title_'s dependency as its tests and `storeKey_-alone` give it: each member the test or the example sets,
        /// and any other, used, is reported naming it, the route to Notification settings too. A test or
        /// `storeKey_-alone` that wants its placeholder asks for it by name: `fakes.reminders = fakes.settings.route`.
        @MainActor
        public final class Feature_Fakes: Feature_Dependency {
            private let origin: FakeOrigin
            private var storageGiven: (any Feature_Storage)?
            private var remindersGiven: AnyDestination<Feature_Component>?

            /// A placeholder screen for Notification settings, which `reminders` may be set to, and how many times it
            /// was opened; it also stands in, after the report, when the route is used unset.
            public let settings = PlaceholderRoute<Feature_Component>(to: "Settings", "Notification settings")

            /// Fakes with nothing set; a member used unset is reported to `reporter`, at the line that made them.
            public init(
                reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath,
                line: Int = #line, column: Int = #column
            ) {
                origin = FakeOrigin(
                    feature: "Title_", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
            }

            public var storage: any Feature_Storage {
                get { origin.value(of: "storage", storageGiven) { FakeFeature_Storage() } }
                set { storageGiven = newValue }
            }

            public var reminders: AnyDestination<Feature_Component> {
                get { origin.value(of: "reminders", remindersGiven) { settings.route } }
                set { remindersGiven = newValue }
            }
        }

        /// The list kept in memory for as long as the fake lives, each addition stored before it returns.
        @MainActor
        public final class FakeFeature_Storage: Feature_Storage {
            public private(set) var stored: [Item_]

            public init(stored: [Item_] = []) {
                self.stored = stored
            }

            public func load() -> [Item_]? { stored }

            public func add(_ item: Item_) -> Saving {
                stored.append(item)
                return Saving(.saved)
            }
        }

        @@ Modules/Feature_Alone/Feature_Alone.swift
        import Composition
        import Core
        import FeatureAlone
        import Feature_Fakes
        import Foundation
        import Module_
        import TerminalMenu

        /// `storeKey_-alone`: the Title_ feature on its own, over its fakes: a list kept in memory for the run, and
        /// Notification settings as a placeholder. It builds Title_, the menu front and the fakes, no other feature.
        @MainActor
        final class Feature_Alone: BootstrapComponent, FeatureRoot {
            let outside: Feature_Fakes
            let member_: Feature<Feature_Component> = Feature { $0.outside }
            let mainMenu = MainMenu<Feature_Alone>(
                "Title_ alone", entries: [.init("1", "Title_", opening: \\.member_)])

            init(fakes: Feature_Fakes) {
                outside = fakes
                super.init()
            }
        }

        @main
        enum Feature_AloneMain {
            static func main() async {
                let fakes = Feature_Fakes(reporting: .standardError)
                fakes.storage = FakeFeature_Storage(stored: Item_(typed: "A first itemWords_").map { [$0] } ?? [])
                fakes.reminders = fakes.settings.route
                let status = await FeatureAlone.run(
                    Feature_Alone(fakes: fakes), command: "storeKey_-alone", first: "storeKey_",
                    arguments: Array(CommandLine.arguments.dropFirst()), events: MenuEvents())
                exit(status)
            }
        }

        @@ Tests/Module_Tests/Feature_Tests.swift
        import Composition
        import Core
        import Feature_Fakes
        import Foundation
        import LifetimeChecks
        import Module_
        import TerminalScreen
        import TestSupport
        import Testing

        @MainActor
        @Suite struct Feature_Tests {
            /// The fakes, each member the tests use set: a list stored in memory, and Notification settings'
            /// placeholder, asked for by name. A member left unset fails the test that uses it, naming the member.
            private let fakes = Feature_Fakes(reporting: .runningTest)
            private let storage = FakeFeature_Storage()
            /// The root, whose observer fails any test in which the component makes a shared member twice.
            private let root = BootstrapComponent(name: "FakeRoot", observer: LifetimeCheck())

            init() {
                fakes.storage = storage
                fakes.reminders = fakes.settings.route
            }

            /// A component over the fakes, as the root's declaration makes it.
            private var component: Feature_Component { root.made(dependency: fakes) }

            /// The list open when an itemWords_ is added shows it at once, without being opened again: the list
            /// and the screen that adds share the component's one model.
            @Test func anAddedItem_ShowsOnTheOpenListAndIsStored() {
                let stack = ScreenStack(Feature_Destination.list, of: component)
                let list = stack.top
                stack.type(["1", "  Something  "])
                #expect(stack.notice == "Added.")
                #expect(stack.top === list)
                #expect(list.content.filter { $0.contains("Something") }.count == 1)
                #expect(storage.stored.map(\\.name) == ["Something"])
            }

            @Test(arguments: ["   ", String(repeating: "x", count: 61), "a\\u{1B}[2J"])
            func aNameTheRuleRefusesIsNotAdded(typed: String) {
                guard case .stay(let notice?) = Outcome(component.addScreen.handle(typed)) else {
                    Issue.record("\\(typed) was taken")
                    return
                }
                #expect(notice.hasPrefix("A name is 1 to 60 characters"))
                #expect(storage.stored.isEmpty)
            }

            /// Title_ reaches the reminders' settings only through the destination it was given, under its own
            /// segment: here, the fakes' placeholder.
            @Test func remindersOpensTheDestinationItWasGiven() {
                let stack = ScreenStack(Feature_Destination.list, of: component)
                stack.type("2")
                #expect(stack.top.title == "Notification settings")
                #expect(stack.navigation.link == "storeKey_/reminders")
                #expect(fakes.settings.opened == 1)
            }

            @Test func aStoredNameTheRuleRefusesIsNotRead() {
                let data = Data(#"[{"name": ""}]"#.utf8)
                #expect(throws: DecodingError.self) { try JSONDecoder().decode([Item_].self, from: data) }
            }
        }

        @@ Tests/AppTests/Feature_/Feature_SessionTests.swift
        import Persistence
        import TestSupport
        import Testing

        @testable import App

        @MainActor
        @Suite struct Feature_SessionTests {
            /// Added, the itemWords_ shows on the list the add returns to, in the same run.
            @Test func anAddedItem_IsListedAtOnce() async throws {
                let key = try #require(MainMenuText.key(of: "Title_"))
                let run = await AppRun(input: "\\(key)\\n1\\nSomething\\nq\\n", dataDirectory: TemporaryDirectory())
                let parts = run.output.components(separatedBy: "Added.\\n")
                #expect(parts.count == 2, "the addition was said once")
                #expect(parts.count == 2 && parts[1].contains("Something"))
            }

            /// Reminders opens Notification settings, through the route the wiring crosses; Back returns here.
            @Test func remindersOpensNotificationSettingsAndBackReturns() async throws {
                let key = try #require(MainMenuText.key(of: "Title_"))
                let run = await AppRun(input: "\\(key)\\n2\\nb\\nq\\n", dataDirectory: TemporaryDirectory())
                let parts = run.output.components(separatedBy: "\\nNotification settings\\nNotifications every")
                #expect(parts.count == 2, "Notification settings opened once")
                #expect(parts.count == 2 && parts[1].contains("\\nTitle_\\n"))
            }

            @Test func anAddedItem_IsListedInTheNextRun() async throws {
                let key = try #require(MainMenuText.key(of: "Title_"))
                let data = TemporaryDirectory()
                _ = await AppRun(input: "\\(key)\\n1\\nSomething\\nq\\n", dataDirectory: data)
                let next = await AppRun(input: "\\(key)\\nq\\n", dataDirectory: data)
                #expect(next.output.contains("Something"))
            }

            /// Two runs on one data directory, each with the list open before either added, add in turn: every
            /// addition is kept, none written over by a list the other run computed from an earlier read.
            @Test func twoRunsAddingInTurnLoseNoAddition() async {
                let data = TemporaryDirectory()
                let first = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
                let second = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
                var firstList = first.root.opened("storeKey_")
                var secondList = second.root.opened("storeKey_")
                let added = ["The first run's first", "The second run's first", "The first run's second", "The second run's second"]
                #expect(await firstList.choose("1", added[0]) == "Added.")
                #expect(await secondList.choose("1", added[1]) == "Added.")
                #expect(await firstList.choose("1", added[2]) == "Added.")
                #expect(await secondList.choose("1", added[3]) == "Added.")
                let next = RootComponent.sample(tracker: nil) { FileKeyValueStore(directory: data.url) { _ in } }
                let shown = next.root.opened("storeKey_").top.content
                #expect(added.filter { name in !shown.contains { $0.contains(name) } } == [], "lost")
            }
        }

        @@ App/Wiring/Feature_/Feature_Wiring.swift
        import Composition
        import FeatureStorage
        import Module_
        import Persistence
        import SettingsFeature
        import TerminalScreen

        /// Title_'s needs, met in a place of its own: the root hands it what this initializer asks, and the
        /// compiler names any need left out.
        @MainActor
        public struct Feature_Wiring: Feature_Dependency {
            public let storage: any Feature_Storage
            /// Title_ → Notification settings, navigation: the list's Reminders leads there; Back returns to it.
            public let reminders: AnyDestination<Feature_Component>

            public init(
                store: any KeyValueStore, reminders settings: consuming NavigationCrossing<SettingsComponent, Feature_Component>
            ) {
                storage = StoredFeature_(store: store)
                reminders = settings.destination(.settings)
            }
        }

        /// The list over the app's store: an addition is made under the store's lock, on what is stored then.
        @MainActor
        private struct StoredFeature_: Feature_Storage {
            let store: any KeyValueStore
            private let key = StoreKey<[Item_]>("storeKey_")

            func load() -> [Item_]? { store.value(for: key) }
            func add(_ item: Item_) -> Saving { .of { store.update(key, default: [], { $0.append(item) }, completion: $0) } }
        }
        """
}

extension FeatureNames {
    /// The new feature's files, by path, with every placeholder filled.
    package var files: [(path: String, text: String)] {
        Templates.all.map { (fill($0.path), fill($0.text)) }
    }
}

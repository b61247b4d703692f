import Core
import TerminalScreen
import TestSupport
import Testing

@testable import Composition

/// The declarations, crossings and navigation stack of a root of features, on a root of this file: Notes, kept
/// for the run, which opens a page of Visit; Visit, made per visit, which reads the notes; Flow, per visit, a
/// flow of two steps; and Unread, declared but reached by nothing.
@MainActor
@Suite struct CompositionTests {
    @Test func aKeptFeatureMakesOneComponentForTheRunUnderTheRootWithItsWiring() {
        let root = TestRoot()
        let tree = root.boot()
        let component = root.component(\.notes)
        #expect(root.component(\.notes) === component)
        #expect(root.made == ["made NotesComponent ^->Root->Notes (kept for the run)"])
        #expect(component.dependency.greeting == "hello")
        withExtendedLifetime(tree) {}
    }

    /// Boot makes the features the main menu opens and those they cross to, each kept one once, and no visit;
    /// a declaration nothing reaches is never made.
    @Test func bootMakesEveryKeptFeatureReachedAndNoVisit() {
        let root = TestRoot()
        #expect(root.made.isEmpty)
        let tree = root.boot()
        #expect(root.made == ["made NotesComponent ^->Root->Notes (kept for the run)"])
        withExtendedLifetime(tree) {}
    }

    @Test func eachOpeningOfAPerVisitFeatureIsANewVisitEndedWhenItsEntryLeaves() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        weak var first: VisitComponent?
        for opening in 1...2 {
            navigation.apply(.open(try #require(root.entry("2"))))
            let screen = try #require(navigation.top as? VisitScreen)
            #expect(
                root.made.filter { $0.contains("^->Root->Visit") }
                    == Array(repeating: "made VisitComponent ^->Root->Visit (per visit)", count: opening))
            if opening == 1 { first = screen.component }
            navigation.apply(.close())
            #expect(root.ended == Array(repeating: "lifetime ended ^->Root->Visit", count: opening))
        }
        #expect(first == nil)
        withExtendedLifetime(tree) {}
    }

    @Test func aDataCrossingNamesItsEdgeAndCountsEachRead() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        navigation.apply(.open(try #require(root.entry("2"))))
        let screen = try #require(navigation.top as? VisitScreen)
        #expect(screen.component.dependency.notes.text == "notes")
        #expect(screen.component.dependency.notes.text == "notes")
        let read = Crossing(.data, using: VisitComponent.self, reached: NotesComponent.self, through: "NotesText")
        #expect(root.crossingUses == [read: 2])
        withExtendedLifetime(tree) {}
    }

    @Test func aNavigationCrossingGivesADestinationOpenedInTheFeatureAndCountsEachOpening() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        navigation.apply(.open(try #require(root.entry("1"))))
        #expect(navigation.top is NotesScreen)
        navigation.apply(.open(NotesDestination.page))
        weak let visit = (navigation.top as? VisitScreen)?.component
        #expect(visit != nil)
        #expect(navigation.link == "list/page")
        #expect(navigation.features == ["CompositionTests", "Notes", "Visit"])
        let opened = Crossing(
            .navigation, using: NotesComponent.self, reached: VisitComponent.self, through: "VisitDestination.page")
        #expect(root.crossingUses[opened] == 1)
        navigation.closeAll()
        #expect(visit == nil)
        #expect(navigation.depth == 1)
        withExtendedLifetime(tree) {}
    }

    /// The crossings are read from each wiring made alone, in the order the main menu reaches the features:
    /// they count no use, and make no visit.
    @Test func theCrossingsAreReadFromTheWiringsAloneAndCountNothing() {
        let root = TestRoot()
        let tree = root.boot()
        #expect(
            root.crossings == [
                Crossing(
                    .navigation, using: NotesComponent.self, reached: VisitComponent.self,
                    through: "VisitDestination.page"),
                Crossing(.data, using: VisitComponent.self, reached: NotesComponent.self, through: "NotesText"),
            ])
        #expect(root.crossingUses.isEmpty)
        #expect(!root.made.contains { $0.contains("^->Root->Visit") })
        withExtendedLifetime(tree) {}
    }

    @Test func crossingsAreEqualByKindUsingReachedAndThrough() {
        let edge = Crossing(.data, using: VisitComponent.self, reached: NotesComponent.self, through: "NotesText")
        #expect(edge == Crossing(.data, using: VisitComponent.self, reached: NotesComponent.self, through: "NotesText"))
        #expect(
            edge
                != Crossing(.navigation, using: VisitComponent.self, reached: NotesComponent.self, through: "NotesText")
        )
        #expect(edge != Crossing(.data, using: NotesComponent.self, reached: NotesComponent.self, through: "NotesText"))
        #expect(edge != Crossing(.data, using: VisitComponent.self, reached: VisitComponent.self, through: "NotesText"))
        #expect(edge != Crossing(.data, using: VisitComponent.self, reached: NotesComponent.self, through: "Other"))
        #expect(Set([edge, edge]).count == 1)
    }

    /// The main menu is the bottom screen: its title, its header from a kept feature, and one choice per entry,
    /// each opening its destination under the destination's own segment.
    @Test func theMainMenuIsTheBottomOfEveryStack() {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.top.title == "Test root")
        #expect(navigation.top.content == ["Notes say hello"])
        #expect(navigation.top.feature == "CompositionTests")
        guard case .choices(let choices) = navigation.top.request else {
            Issue.record("the main menu asks for a line")
            return
        }
        #expect(choices.map(\.key) == ["1", "2", "3"])
        #expect(choices.map(\.label) == ["Notes", "Visit", "Flow"])
        #expect(choices.compactMap(\.destination?.segment) == ["list", "page", "first"])
        #expect(navigation.apply(.close()) == nil)
        #expect(navigation.depth == 1)
        withExtendedLifetime(tree) {}
    }

    /// A link opens each of its segments in turn, as a person would choose them, a segment a destination had
    /// before a rename as its new one, which the stack's link then says; where one names nothing the stack
    /// stops, open up to it. A flow's first step has a link, its later steps none.
    @Test func aLinkOpensItsSegmentsInTurnAndStopsAtTheFirstThatNamesNothing() {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["list", "page"]) == nil)
        #expect(navigation.link == "list/page")
        var renamed = root.navigation()
        #expect(renamed.open(link: ["list", "leaf"]) == nil)
        #expect(renamed.link == "list/page")
        var stopped = root.navigation()
        #expect(stopped.open(link: ["list", "nowhere", "page"]) == 1)
        #expect(stopped.link == "list")
        var flow = root.navigation()
        #expect(flow.open(link: ["first"]) == nil)
        flow.apply(.open(FlowDestination.second))
        #expect(flow.link == nil)
        #expect(flow.destinationOfTheTopFeature(named: "second")?.isLaterStep == true)
        #expect(flow.destinationOfTheTopFeature(named: "third") == nil)
        withExtendedLifetime(tree) {}
    }

    /// Closing a flow comes back below its first step, ending the visit that step's entry began, told of its
    /// component while something still holds it; a destination no feature of the top screen opens opens nothing
    /// and says so.
    @Test func closingAFlowComesBackBelowItsFirstStep() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        navigation.apply(.open(try #require(root.entry("3"))))
        let firstStep = navigation.top
        navigation.apply(.open(FlowDestination.second))
        #expect(navigation.depth == 3)
        #expect(navigation.apply(.open(NotesDestination.list))?.text == "Nothing opens there (list).")
        #expect(navigation.apply(.closeFlow(notice: "Done."))?.text == "Done.")
        #expect(navigation.depth == 1)
        #expect(root.ended == ["lifetime ended ^->Root->Flow"])
        withExtendedLifetime((tree, firstStep)) {}
    }

    /// Closing the top screen of a flow closes it alone; with no flow open, closing a flow closes the top one.
    @Test func closingOneStepOfAFlowClosesItAlone() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        navigation.apply(.open(try #require(root.entry("3"))))
        navigation.apply(.open(FlowDestination.second))
        navigation.apply(.close())
        #expect(navigation.depth == 2)
        #expect(root.ended.isEmpty)
        var notes = root.navigation()
        notes.apply(.open(try #require(root.entry("1"))))
        notes.apply(.open(NotesDestination.page))
        notes.apply(.closeFlow())
        #expect(notes.depth == 2)
        withExtendedLifetime(tree) {}
    }

    /// Every open screen, bottom first, and what closing them all leaves: the main menu.
    @Test func theStackListsItsScreensBottomFirst() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        navigation.apply(.open(try #require(root.entry("1"))))
        navigation.apply(.open(NotesDestination.page))
        #expect(navigation.screens.map(\.title) == ["Test root", "Notes", "Page"])
        #expect(navigation.top.title == "Page")
        navigation.closeAll()
        #expect(navigation.screens.map(\.title) == ["Test root"])
        withExtendedLifetime(tree) {}
    }
}

// MARK: - A root of features

/// A root that lends its wirings a greeting, and lists what its tree made and each lifetime ended, as its
/// observer is told.
@MainActor
final class TestRoot: BootstrapComponent, FeatureRoot {
    let outside = "hello"
    private let observer = SpyObserver()
    /// What the tree made below the root, as its observer was told: type, path and declared lifetime.
    var made: [String] { observer.reports(startingWith: "made").filter { $0.contains("^->Root->") } }
    var ended: [String] { observer.reports(startingWith: "lifetime") }

    init() { super.init(name: "Root", observer: observer) }

    let notes: Feature<NotesComponent> = Feature { NotesWiring(greeting: $0.outside, page: $0.opening(\.visit)) }
    let visit: Feature<VisitComponent> = Feature { VisitWiring(notes: $0.reading(\.notes)) }
    let flow: Feature<FlowComponent> = Feature { _ in () }
    let unread: Feature<NotesComponent> = Feature { NotesWiring(greeting: "unread", page: $0.opening(\.visit)) }

    let mainMenu = MainMenu<TestRoot>(
        "Test root", header: [.init(\.notes, \.headline)],
        entries: [
            .init("1", "Notes", opening: \.notes),
            .init("2", "Visit", opening: \.visit),
            .init("3", "Flow", opening: \.flow),
        ])

    /// The destination the main menu's entry `key` opens, as its screen offers it.
    func entry(_ key: String) -> (any Destination)? {
        guard case .choices(let choices) = navigation().top.request else { return nil }
        return choices.first { $0.key == key }?.destination
    }
}

// Notes: kept for the run.

@MainActor protocol NotesDependency {
    var greeting: String { get }
    var page: AnyDestination<NotesComponent> { get }
}

enum NotesDestination: String, Destination, CaseIterable {
    case list
    case page

    /// `page` was `leaf` before: a link kept from then still opens it.
    var formerSegments: [String] { self == .page ? ["leaf"] : [] }
}

final class NotesComponent: FeatureComponent<any NotesDependency, KeptForTheRun>, DestinationScreens,
    ReadableComponent
{
    /// What Visit and the main menu read: where the notes are, and their line.
    var readable: NotesPlace { NotesPlace(path: path, headline: "Notes say \(dependency.greeting)") }

    static var start: NotesDestination { .list }

    func arrival(at destination: NotesDestination) -> Arrival<NotesComponent> {
        switch destination {
        case .list:
            .screen(
                NotesScreen(self, title: "Notes", offering: [ScreenChoice("1", "Page", opening: NotesDestination.page)])
            )
        case .page: .route(dependency.page)
        }
    }
}

typealias NotesScreen = ComponentScreen<NotesComponent>

@MainActor struct NotesWiring: NotesDependency {
    let greeting: String
    let page: AnyDestination<NotesComponent>

    init(greeting: String, page: consuming NavigationCrossing<VisitComponent, NotesComponent>) {
        self.greeting = greeting
        self.page = page.destination(.page)
    }
}

// Visit: made per visit.

@MainActor protocol VisitDependency { var notes: any NotesText { get } }

@MainActor protocol NotesText { var text: String { get } }

enum VisitDestination: String, Destination, CaseIterable { case page }

final class VisitComponent: FeatureComponent<any VisitDependency, MadePerVisit>, DestinationScreens {
    static var start: VisitDestination { .page }

    func arrival(at destination: VisitDestination) -> Arrival<VisitComponent> {
        .screen(VisitScreen(self, title: "Page"))
    }
}

typealias VisitScreen = ComponentScreen<VisitComponent>

@MainActor struct VisitWiring: VisitDependency {
    let notes: any NotesText

    init(notes: consuming DataCrossing<NotesComponent, VisitComponent>) {
        self.notes = notes.reading(as: (any NotesText).self, NotesReader.init)
    }
}

@MainActor struct NotesReader: NotesText {
    let notes: Reach<NotesComponent>
    var text: String { notes.path == "^->Root->Notes" ? "notes" : "another" }
}

/// What Notes lets another feature read.
struct NotesPlace {
    let path: String
    var headline = ""
}

// Flow: per visit, a flow of two steps.

enum FlowDestination: String, Destination, CaseIterable {
    case first
    case second

    var startsFlow: Bool { self == .first }
    var isLaterStep: Bool { self == .second }
}

final class FlowComponent: FeatureComponent<Void, MadePerVisit>, DestinationScreens {
    static var start: FlowDestination { .first }

    func arrival(at destination: FlowDestination) -> Arrival<FlowComponent> {
        .screen(FlowScreen(self, title: destination.rawValue))
    }
}

typealias FlowScreen = ComponentScreen<FlowComponent>

/// A screen of `component` that offers `choices`.
final class ComponentScreen<Owner: Scope>: Screen {
    let component: Owner
    let title: String
    var feature: String { component.name }
    let content: [String] = []
    private let choices: [ScreenChoice]
    var request: ScreenRequest { .choices(choices) }

    init(_ component: Owner, title: String, offering choices: [ScreenChoice] = []) {
        (self.component, self.title, self.choices) = (component, title, choices)
    }
}

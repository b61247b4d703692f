import Composition
import Core
import TerminalScreen
import TestSupport
import Testing

/// The declarations and crossings of a root of features, on a root and two features of this file: a kept
/// one that makes its component once and boot makes it, a per-visit one that makes a component each time
/// the navigation stack opens it and tells the root when that entry leaves; crossings that count each use
/// and name their edge; and a wiring read alone, whose crossings count nothing and lead nowhere.
@MainActor
@Suite struct CompositionTests {
    @Test func aKeptFeatureMakesOneComponentForTheRunUnderTheRootWithItsWiring() {
        let root = TestRoot()
        let tree = root.boot()
        let component = root.notes.component(in: root)
        #expect(root.notes.component(in: root) === component)
        #expect(root.made == ["made NotesComponent ^->Root->Notes (kept for the run)"])
        #expect(component.dependency.greeting == "hello")
        withExtendedLifetime(tree) {}
    }

    @Test func bootMakesAKeptFeatureAndNoVisit() {
        let root = TestRoot()
        #expect(root.made.isEmpty)
        let tree = root.boot()
        #expect(root.made == ["made NotesComponent ^->Root->Notes (kept for the run)"])
        withExtendedLifetime(tree) {}
    }

    @Test func eachOpeningOfAPerVisitFeatureIsANewVisitEndedWhenItsEntryLeaves() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = Navigation(home: Home())
        weak var first: VisitComponent?
        for opening in 1...2 {
            navigation.apply(.open(root.visit.destination(.page, in: root, through: nil)))
            let screen = try #require(navigation.top as? VisitScreen)
            #expect(
                root.made.filter { $0.contains("^->Root->Visit") }
                    == Array(repeating: "made VisitComponent ^->Root->Visit (per visit)", count: opening))
            if opening == 1 { first = screen.component }
            navigation.apply(.close())
            #expect(root.ended.count == opening)
        }
        #expect(first == nil)
        withExtendedLifetime(tree) {}
    }

    @Test func aDataCrossingNamesItsEdgeAndCountsEachRead() {
        let root = TestRoot()
        let tree = root.boot()
        navigationOpens(root.visit, in: root) { screen in
            #expect(screen.component.dependency.notes.text == "notes")
            #expect(screen.component.dependency.notes.text == "notes")
        }
        let read = Crossing(.data, need: (any NotesText).self, reached: NotesComponent.self)
        #expect(root.uses[read] == 2)
        withExtendedLifetime(tree) {}
    }

    @Test func aNavigationCrossingGivesADestinationOpenedInTheFeatureAndCountsEachOpening() throws {
        let root = TestRoot()
        let tree = root.boot()
        var navigation = Navigation(home: Home())
        navigation.apply(.open(root.notes.destination(.list, in: root, through: nil)))
        let notes = try #require(navigation.top as? NotesScreen)
        navigation.apply(.open(notes.component.dependency.page.destination))
        weak let visit = (navigation.top as? VisitScreen)?.component
        #expect(visit != nil)
        #expect(navigation.link == "list/page")
        let opened = Crossing(.navigation, need: (any PageRoute).self, reached: VisitComponent.self)
        #expect(root.uses[opened] == 1)
        navigation.closeAll()
        #expect(visit == nil)
        withExtendedLifetime(tree) {}
    }

    @Test func aWiringReadAloneNamesItsCrossingsCountsNoUseAndOpensNothing() throws {
        let root = TestRoot()
        let tree = root.boot()
        let (wiring, crossings) = root.notes.wiringReadAlone(in: root)
        #expect(crossings == [Crossing(.navigation, need: (any PageRoute).self, reached: VisitComponent.self)])
        let read = try #require(wiring as? NotesWiring)
        var navigation = Navigation(home: Home())
        navigation.apply(.open(read.page.destination))
        #expect(navigation.depth == 1)
        #expect(!root.made.contains { $0.contains("^->Root->Visit") })
        let (visitWiring, visitCrossings) = root.visit.wiringReadAlone(in: root)
        #expect(visitCrossings.map(\.kind) == [.data])
        #expect((visitWiring as? VisitWiring)?.notes.text == "notes")
        #expect(root.uses.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test func crossingsAreEqualByKindNeedAndReachedType() {
        let edge = Crossing(.data, need: (any NotesText).self, reached: NotesComponent.self)
        #expect(edge == Crossing(.data, need: (any NotesText).self, reached: NotesComponent.self))
        #expect(edge != Crossing(.navigation, need: (any NotesText).self, reached: NotesComponent.self))
        #expect(edge != Crossing(.data, need: (any PageRoute).self, reached: NotesComponent.self))
        #expect(edge != Crossing(.data, need: (any NotesText).self, reached: VisitComponent.self))
        #expect(Set([edge, edge]).count == 1)
    }

    /// Opens `feature`'s page on a navigation stack of its own, hands its screen to `body`, then closes it.
    private func navigationOpens(
        _ feature: PerVisitFeature<TestRoot, VisitComponent>, in root: TestRoot, _ body: (VisitScreen) -> Void
    ) {
        var navigation = Navigation(home: Home())
        navigation.apply(.open(feature.destination(.page, in: root, through: nil)))
        if let screen = navigation.top as? VisitScreen { body(screen) } else { Issue.record("no page opened") }
        navigation.closeAll()
    }
}

// MARK: - A root of two features

/// A root that lends its wirings a greeting, counts each crossing's uses, and lists what its tree made, as
/// its observer is told, and each visit ended.
@MainActor
final class TestRoot: BootstrapComponent, FeatureRoot {
    let outside = "hello"
    private(set) var uses: [Crossing: Int] = [:]
    private(set) var ended: [String] = []
    private let observer = SpyObserver()
    /// What the tree made below the root, as its observer was told: type, path and declared lifetime.
    var made: [String] { observer.reports(startingWith: "made").filter { $0.contains("^->Root->") } }

    init() { super.init(name: "Root", observer: observer) }

    /// Kept for the run; opens the visit's page.
    let notes: KeptFeature<TestRoot, NotesComponent> = KeptFeature {
        NotesWiring(greeting: $0.outside, page: $0.opening(\.visit))
    }
    /// Per visit; reads the notes.
    let visit: PerVisitFeature<TestRoot, VisitComponent> = PerVisitFeature { VisitWiring(notes: $0.reading(\.notes)) }

    func boot() -> Tree<TestRoot> {
        notes.boot(in: self)
        visit.boot(in: self)
        return Tree(self)
    }

    func used(_ crossing: Crossing) { uses[crossing, default: 0] += 1 }
    /// Told of a visit's component still alive when its entry leaves the stack.
    func visitEnded(of component: Scope) { ended.append(component.path) }
}

// Notes: kept for the run.

@MainActor protocol NotesDependency {
    var greeting: String { get }
    var page: any PageRoute { get }
}

@MainActor protocol PageRoute { var destination: AnyDestination { get } }

enum NotesDestination: String, Destination, CaseIterable { case list }

final class NotesComponent: Component<any NotesDependency>, KeptForTheRun {
    func arrival(at destination: NotesDestination) -> Arrival { .screen(NotesScreen(self, title: "Notes")) }
}

typealias NotesScreen = ComponentScreen<NotesComponent>

@MainActor struct NotesWiring: NotesDependency {
    let greeting: String
    let page: any PageRoute

    init(greeting: String, page: consuming NavigationCrossing<VisitDestination>) {
        self.greeting = greeting
        self.page = page.opening(as: (any PageRoute).self, VisitPage.init)
    }
}

@MainActor struct VisitPage: PageRoute {
    let route: Route<VisitDestination>
    var destination: AnyDestination { route.destination(.page) }
}

// Visit: made per visit.

@MainActor protocol VisitDependency { var notes: any NotesText { get } }

@MainActor protocol NotesText { var text: String { get } }

enum VisitDestination: String, Destination, CaseIterable { case page }

final class VisitComponent: Component<any VisitDependency>, MadePerVisit {
    func arrival(at destination: VisitDestination) -> Arrival { .screen(VisitScreen(self, title: "Page")) }
}

typealias VisitScreen = ComponentScreen<VisitComponent>

@MainActor struct VisitWiring: VisitDependency {
    let notes: any NotesText

    init(notes: consuming DataCrossing<NotesComponent>) {
        self.notes = notes.reading(as: (any NotesText).self, NotesReader.init)
    }
}

@MainActor struct NotesReader: NotesText {
    let notes: Reach<NotesComponent>
    var text: String { notes.component.path == "^->Root->Notes" ? "notes" : "another" }
}

/// A screen of `component` that offers nothing.
final class ComponentScreen<Owner: Scope>: Screen {
    let component: Owner
    let title: String
    var feature: String { component.name }
    let content: [String] = []
    var request: ScreenRequest { .choices([]) }

    init(_ component: Owner, title: String) { (self.component, self.title) = (component, title) }
}

/// The screen below every feature's.
final class Home: Screen {
    let title = "Home"
    let feature = "Home"
    let content: [String] = []
    var request: ScreenRequest { .choices([]) }
}

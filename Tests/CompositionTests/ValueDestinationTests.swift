import Composition
import Core
import TerminalScreen
import Testing

/// A destination that carries a value, reached through one navigation crossing: a link names the record by its
/// value, each opening is a use of the one edge, and a value no screen offers opens nothing.
@MainActor
@Suite struct ValueDestinationTests {
    @Test func aLinkOpensTheRecordItNamesThroughTheOneCrossingCountingEachOpening() throws {
        let root = ValueShelfRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["shelf", "2"]) == nil)
        #expect(navigation.top.title == "Book 2")
        #expect(navigation.link == "shelf/2")
        navigation.apply(.close())
        #expect(navigation.open(link: ["7"]) == nil)
        #expect(navigation.top.title == "Book 7")
        let crossing = Crossing(
            .navigation, using: ValueShelfComponent.self, reached: ValueBookComponent.self,
            through: "ValueBookDestination(…)")
        #expect(root.crossings == [crossing])
        #expect(root.crossingUses == [crossing: 2])
        withExtendedLifetime(tree) {}
    }

    @Test func aValueNoScreenOffersOpensNothingAndBeginsNoVisit() {
        let root = ValueShelfRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["shelf", "3"]) == 1)
        #expect(navigation.top.title == "Shelf")
        #expect(root.crossingUses.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test func eachOpeningIsAVisitOfItsOwnEndedWhenItsScreenCloses() throws {
        let root = ValueShelfRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["shelf", "2"])
        weak let second = try #require((navigation.top as? ValueBookScreen)?.component)
        navigation.apply(.close())
        #expect(second == nil)
        _ = navigation.open(link: ["7"])
        #expect((navigation.top as? ValueBookScreen)?.component != nil)
        withExtendedLifetime(tree) {}
    }
}

/// A shelf kept for the run, offering books 2 and 7; each book a visit of its own, opened with its number.
@MainActor
private final class ValueShelfRoot: BootstrapComponent, FeatureRoot {
    let outside: Void = ()
    let shelf: Feature<ValueShelfComponent> = Feature { $0.opening(\.book).destinations { .book($0) } }
    let book: Feature<ValueBookComponent> = Feature { _ in () }
    let mainMenu = MainMenu<ValueShelfRoot>("Shelf root", entries: [.init("1", "Shelf", opening: \.shelf)])

    init() { super.init(name: "Root") }
}

private enum ValueShelfDestination: Destination {
    case shelf
    case book(Int)

    var segment: String {
        switch self {
        case .shelf: "shelf"
        case .book(let number): "\(number)"
        }
    }

    static var all: [ValueShelfDestination] { [.shelf] }
}

private final class ValueShelfComponent: FeatureComponent<
    @MainActor (Int) -> AnyDestination<ValueShelfComponent>, KeptForTheRun
>,
DestinationScreens
{
    static var start: ValueShelfDestination { .shelf }

    func arrival(at destination: ValueShelfDestination) -> Arrival<ValueShelfComponent> {
        switch destination {
        case .shelf:
            .screen(
                ValueListScreen(
                    title: "Shelf",
                    choices: [2, 7].map { ScreenChoice("\($0)", "Book \($0)", opening: ValueShelfDestination.book($0)) }
                ))
        case .book(let number): .route(dependency(number))
        }
    }
}

private enum ValueBookDestination: Destination {
    case book(Int)

    var segment: String {
        switch self {
        case .book(let number): "\(number)"
        }
    }

    static var all: [ValueBookDestination] { [] }
}

private final class ValueBookComponent: FeatureComponent<Void, MadePerVisit>, DestinationScreens {
    static var start: ValueBookDestination { .book(1) }

    func arrival(at destination: ValueBookDestination) -> Arrival<ValueBookComponent> {
        switch destination {
        case .book(let number): .screen(ValueBookScreen(number: number, component: self))
        }
    }
}

private final class ValueListScreen: Screen {
    let title: String
    let feature = "Shelf"
    let content: [String] = []
    let request: ScreenRequest

    init(title: String, choices: [ScreenChoice]) {
        self.title = title
        request = .choices(choices)
    }
}

private final class ValueBookScreen: Screen {
    let title: String
    let feature = "Book"
    let content: [String] = []
    let request = ScreenRequest.choices([])
    private(set) weak var component: ValueBookComponent?

    init(number: Int, component: ValueBookComponent) {
        title = "Book \(number)"
        self.component = component
    }
}

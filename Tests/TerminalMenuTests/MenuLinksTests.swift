import Composition
import TerminalScreen
import TestSupport
import Testing

@testable import TerminalMenu

/// The links of a stack and what is said of a link that opens nothing, as the app's `links` and `open` and each
/// feature alone say it: a walk as deep as it is told, a link only where a choice opened a screen, and a refusal
/// naming the closest link, the segment quoted escaped.
@MainActor
@Suite struct MenuLinksTests {
    /// A screen that opens itself again for ever gives a link at each of eight screens above the bottom one, by
    /// default, each with the titles of its stack.
    @Test func theLinksStopEightScreensDeep() {
        var navigation = Navigation.testing(home: Shelf(depth: 0))
        let links = MenuLinks.all(on: &navigation)
        #expect(links.map(\.text).filter { !$0.contains("book") }.count == 8)
        #expect(links.first?.text == "shelf" && links.first?.titles == ["Shelf 0", "Shelf 1"])
        #expect(navigation.depth == 1)
        var shallow = Navigation.testing(home: Shelf(depth: 0))
        #expect(MenuLinks.all(on: &shallow, maximumDepth: 1).map(\.text) == ["shelf", "book"])
    }

    /// A choice whose destination opens nothing gives no link.
    @Test func aDestinationThatOpensNothingHasNoLink() {
        var navigation = Navigation.testing(home: Shelf(depth: 0, opensNothing: true))
        #expect(MenuLinks.all(on: &navigation).isEmpty)
        #expect(navigation.depth == 1)
    }

    /// A link that opens its screen is no refusal, and leaves its stack open.
    @Test func aLinkThatOpensIsNoRefusal() {
        var navigation = Navigation.testing(home: Shelf(depth: 0))
        #expect(MenuLinks.refusal(of: ["shelf", "book"], on: &navigation) == nil)
        #expect(navigation.link == "shelf/book")
    }

    /// One that stops says where, and names the link below what it opened that ends in the same segment, else the
    /// one fewest edits away; a hostile segment is quoted escaped.
    @Test(arguments: [
        (["nowhere"], "no screen 'nowhere' on the main menu; the closest link is shelf"),
        (["shelf", "bok"], "no screen 'bok' under shelf; the closest link is shelf/book"),
        (["shelf", "shelf", "nook"], "no screen 'nook' under shelf/shelf; the closest link is shelf/shelf/book"),
        (["shelf", "\u{1B}[2J"], "no screen '\\u{1B}[2J' under shelf; the closest link is shelf/book"),
    ])
    func aLinkThatStopsIsRefusedNamingTheClosest(link: [String], refusal: String) {
        var navigation = Navigation.testing(home: Shelf(depth: 0))
        #expect(MenuLinks.refusal(of: link, on: &navigation) == refusal)
        #expect(navigation.depth == 1)
    }

    /// The closest link to one that stopped: below what it opened, the shortest link ending in the segment it
    /// stopped at (the first of equal length), else the shortest anywhere ending in it, else the link below
    /// what it opened fewest edits away.
    @Test(arguments: [
        (["shelf", "page"], 1, "shelf/book/page"),
        (["cellar", "page"], 1, "book/page"),
        (["shelf", "bok"], 1, "shelf/book"),
        (["nok"], 0, "nook"),
    ])
    func theClosestLinkEndsAsTheLinkDidElseIsFewestEditsAway(link: [String], stop: Int, closest: String) {
        let links = [
            "book", "book/page", "nook", "nook/page", "shelf", "shelf/book", "shelf/book/page", "shelf/nook/page",
            "shelf/shelf", "shelf/shelf/book/page",
        ]
        #expect(MenuLinks.closest(to: link, stoppingAt: stop, among: links) == closest)
    }

    /// Edits are characters inserted, deleted or replaced, however many at either end.
    @Test(arguments: [
        ("xbook", "book", 1), ("kitten", "sitting", 3), ("", "ab", 2), ("ab", "", 2), ("book", "book", 0),
    ])
    func editsCountEachCharacterInsertedDeletedOrReplaced(source: String, target: String, edits: Int) {
        #expect(MenuLinks.edits(from: source, to: target) == edits)
    }
}

/// A shelf whose choices open another shelf, for ever, and a book, which opens nothing.
@MainActor
private final class Shelf: OpensScreens {
    let feature = "Test"
    let title: String
    let content: [String] = []
    private let depth: Int
    private let opensNothing: Bool

    init(depth: Int, opensNothing: Bool = false) {
        self.depth = depth
        self.opensNothing = opensNothing
        title = "Shelf \(depth)"
    }

    var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "Shelf", opening: ShelfPlace.shelf), ScreenChoice("2", "Book", opening: ShelfPlace.book),
        ])
    }

    func screen(for destination: any Destination) -> (any Screen)? {
        guard !opensNothing else { return nil }
        return destination as? ShelfPlace == .book ? Book() : Shelf(depth: depth + 1)
    }
}

@MainActor
private final class Book: Screen {
    let feature = "Test"
    let title = "Book"
    let content: [String] = []
    let request = ScreenRequest.choices([])
}

private enum ShelfPlace: String, Destination, CaseIterable {
    case shelf
    case book
}

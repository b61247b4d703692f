import Composition
import TerminalScreen
import TestSupport
import Testing

/// A destination renamed keeps its old segment, so a link a user kept still opens it; a segment another
/// destination has now names that one, whichever comes first among the choices.
@MainActor
@Suite struct FormerSegmentTests {
    @Test(arguments: [
        (["page"], "Page"), (["leaf"], "Page"), (["index"], "Index"), (["leaf", "page"], "Page"),
    ])
    func aSegmentNamesTheDestinationThatHasItNowThenTheOneThatHadIt(link: [String], title: String) {
        var navigation = Navigation.testing(home: Shelf())
        #expect(navigation.open(link: link) == nil)
        #expect(navigation.top.title == title)
        #expect(navigation.link == link.map { $0 == "leaf" ? "page" : $0 }.joined(separator: "/"))
    }
}

/// Offers Page, once named `leaf` and, before that, `index`, and then Index, which has that name now.
@MainActor
private final class Shelf: OpensScreens {
    let feature = "Test"
    let title = "Shelf"
    let content: [String] = []
    let request = ScreenRequest.choices([
        ScreenChoice("1", "Page", opening: Renamed.page), ScreenChoice("2", "Index", opening: Renamed.index),
    ])

    func screen(for destination: any Destination) -> (any Screen)? {
        guard let destination = destination as? Renamed else { return nil }
        return Leaf(title: destination == .page ? "Page" : "Index")
    }
}

@MainActor
private final class Leaf: OpensScreens {
    let feature = "Test"
    let title: String
    let content: [String] = []
    let request = ScreenRequest.choices([ScreenChoice("1", "Page", opening: Renamed.page)])

    init(title: String) { self.title = title }

    func screen(for destination: any Destination) -> (any Screen)? { Leaf(title: "Page") }
}

private enum Renamed: String, Destination, CaseIterable {
    case page
    case index

    var formerSegments: [String] { self == .page ? ["leaf", "index"] : [] }
}

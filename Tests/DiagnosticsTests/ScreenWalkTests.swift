import Composition
import Diagnostics
import TerminalScreen
import TestSupport
import Testing

/// The walk the links, the menu map and the release checks read: as deep as it is told and no deeper, and a
/// link only where a choice opened a screen.
@MainActor
@Suite struct ScreenWalkTests {
    /// A screen that opens itself again for ever is walked eight screens above the bottom one, by default.
    @Test func aWalkStopsEightScreensDeep() {
        var navigation = Navigation.testing(home: Loop())
        let links = ScreenWalk.links(on: &navigation)
        #expect(links.map { $0.text.split(separator: "/").count } == Array(1...8))
        #expect(links.last?.titles == Array(repeating: "Loop", count: 9))
        var walked = Navigation.testing(home: Loop())
        #expect(ScreenWalk.steps(on: &walked).map(\.depth) == Array(0...8))
        var shallow = Navigation.testing(home: Loop())
        #expect(ScreenWalk.links(on: &shallow, maximumDepth: 2).count == 2)
    }

    /// A choice whose destination opens nothing gives no link and no step, and the walk goes on from where it
    /// was.
    @Test func aDestinationThatOpensNothingHasNoLink() {
        var navigation = Navigation.testing(home: Loop(opensNothing: true))
        #expect(ScreenWalk.links(on: &navigation).isEmpty)
        #expect(ScreenWalk.steps(on: &navigation).map(\.screen.title) == ["Loop"])
        #expect(navigation.depth == 1)
    }
}

/// A screen whose one choice opens another like it, or nothing.
@MainActor
private final class Loop: OpensScreens {
    let feature = "Test"
    let title = "Loop"
    let content: [String] = []
    private let opensNothing: Bool

    init(opensNothing: Bool = false) { self.opensNothing = opensNothing }

    var request: ScreenRequest { .choices([ScreenChoice("1", "Again", opening: LoopPlace.loop)]) }

    func screen(for destination: any Destination) -> (any Screen)? { opensNothing ? nil : Loop() }
}

private enum LoopPlace: String, Destination, CaseIterable {
    case loop
}

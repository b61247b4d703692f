import Composition
import Diagnostics
import TerminalScreen
import TestSupport
import Testing

/// The walk the menu map and the release checks read: as deep as it is told and no deeper, and a step only
/// where a choice opened a screen.
@MainActor
@Suite struct ScreenWalkTests {
    /// A screen that opens itself again for ever is walked eight screens above the bottom one, by default.
    @Test func aWalkStopsEightScreensDeep() {
        var walked = Navigation.testing(home: Loop())
        let steps = ScreenWalk.steps(on: &walked)
        #expect(steps.map(\.depth) == Array(0...8))
        #expect(steps.last?.titles == Array(repeating: "Loop", count: 9))
        var shallow = Navigation.testing(home: Loop())
        #expect(ScreenWalk.steps(on: &shallow, maximumDepth: 2).count == 3)
    }

    /// A choice whose destination opens nothing gives no step, and the walk goes on from where it was.
    @Test func aDestinationThatOpensNothingHasNoStep() {
        var navigation = Navigation.testing(home: Loop(opensNothing: true))
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

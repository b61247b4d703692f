import Composition
import Core
import FeatureFakes
import TerminalScreen
import TestSupport
import Testing

/// A root of one feature over its fakes, as a feature's tests from outside the package boot it: its one entry opens
/// the feature at its start, the feature's wiring is the fakes given, and the tree reports to the observer given.
@MainActor
@Suite struct OneFeatureRootTests {
    @Test func itsOneEntryOpensTheFeatureAtItsStartOverTheFakesGiven() throws {
        let spy = SpyObserver()
        let root = OneFeatureRoot<LampComponent>("Lamps alone", entry: "Lamp", fakes: "the fakes' lamp", observer: spy)
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.top.title == "Lamps alone")
        guard case .choices(let choices) = navigation.top.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        #expect(choices.map(\.key) == ["1"])
        #expect(choices.map(\.label) == ["Lamp"])
        #expect(navigation.open(link: ["on"]) == nil)
        #expect(navigation.top.title == "the fakes' lamp: on")
        #expect(spy.reports(startingWith: "made LampComponent") == ["made LampComponent ^->Root->Lamp (per visit)"])
        withExtendedLifetime(tree) {}
    }
}

private enum LampDestination: String, Destination, CaseIterable { case off, on }

private final class LampComponent: FeatureComponent<String, MadePerVisit>, DestinationScreens {
    static var start: LampDestination { .on }

    func arrival(at destination: LampDestination) -> Arrival<LampComponent> {
        .screen(LampScreen(title: "\(dependency): \(destination.rawValue)"))
    }
}

private final class LampScreen: Screen {
    let title: String
    let feature = "Lamp"
    let content: [String] = []
    let request = ScreenRequest.choices([])

    init(title: String) { self.title = title }
}

import Composition
import Core
import TerminalScreen
import Testing

/// A main-menu entry opens its feature at the destination the feature declares as its start, whichever of its
/// destinations comes first.
@MainActor
@Suite struct EntryStartTests {
    @Test func anEntryOpensItsFeatureAtTheStartItDeclaresNotAtItsFirstDestination() throws {
        let root = DiaryRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        guard case .choices(let choices) = navigation.top.request else {
            Issue.record("the main menu offers no choices")
            return
        }
        let entry = try #require(choices.first?.destination)
        #expect(entry.segment == "today")
        navigation.apply(.open(entry))
        #expect(navigation.top.title == "Diary: today")
        withExtendedLifetime(tree) {}
    }
}

/// A root of one feature whose start is the second of its destinations.
@MainActor
private final class DiaryRoot: BootstrapComponent, FeatureRoot {
    let outside: Void = ()
    let diary: Feature<DiaryComponent> = Feature { _ in () }
    let mainMenu = MainMenu<DiaryRoot>("Diary root", entries: [.init("1", "Diary", opening: \.diary)])

    init() { super.init(name: "Root") }
}

private enum DiaryDestination: String, Destination, CaseIterable { case archive, today }

private final class DiaryComponent: FeatureComponent<Void, MadePerVisit>, DestinationScreens {
    static var start: DiaryDestination { .today }

    func arrival(at destination: DiaryDestination) -> Arrival<DiaryComponent> {
        .screen(DiaryScreen(title: "Diary: \(destination.rawValue)"))
    }
}

private final class DiaryScreen: Screen {
    let title: String
    let feature = "Diary"
    let content: [String] = []
    let request = ScreenRequest.choices([])

    init(title: String) { self.title = title }
}

import Composition
import Core
import LifetimeDiagnostics
import TerminalScreen
import Testing

/// A component type kept for the run is one per root, whatever declaration or key path names it. A second
/// declaration of it — a computed one, made anew each time it is read — makes a second component, which the
/// tracker reports the moment it is made, beside the first.
@MainActor
@Suite struct SecondDeclarationTests {
    @Test func aKeptTypeDeclaredAgainIsReportedWhenMadeASecondTime() throws {
        let tracker = LifetimeTracker()
        let root = TwiceRoot(tracker: tracker)
        let tree = root.boot()
        var navigation = root.navigation()
        let entry = TwiceRoot.entry(of: navigation)
        navigation.apply(.open(try #require(entry)))
        let reader = try #require(navigation.top as? ReaderScreen)
        _ = (reader.content, reader.content, reader.content)
        let seconds = tracker.captive.filter {
            if case .keptTwice = $0.finding { true } else { false }
        }
        #expect(seconds.count == 1, "\(tracker.captive)")
        #expect(
            seconds.first?.description.hasSuffix(
                "a second component of a type kept for the run beside ^->Root->Ledger (kept for the run): one per "
                    + "root, whatever makes it") == true)
        withExtendedLifetime(tree) {}
    }
}

/// A root whose Reader reads Notes through a declaration made anew each time it is read.
@MainActor
private final class TwiceRoot: BootstrapComponent, FeatureRoot {
    let outside: Void = ()

    init(tracker: LifetimeTracker) { super.init(name: "Root", observer: tracker) }

    let ledger: Feature<LedgerComponent> = Feature { _ in () }
    var ledgerAgain: Feature<LedgerComponent> { Feature { _ in () } }
    let reader: Feature<ReaderComponent> = Feature { ReaderWiring(notes: $0.reading(\.ledgerAgain)) }

    let mainMenu = MainMenu<TwiceRoot>(
        "Twice", header: [.init(\.ledger, \.path)],
        entries: [.init("1", "Reader", opening: \.reader)])

    /// The main menu's one entry, as the bottom of `navigation` offers it.
    static func entry(of navigation: borrowing Navigation) -> (any Destination)? {
        guard case .choices(let choices) = navigation.top.request else { return nil }
        return choices.first?.destination
    }
}

private enum LedgerPlace: String, Destination, CaseIterable { case ledger }

private final class LedgerComponent: FeatureComponent<Void, KeptForTheRun>, DestinationScreens, ReadableComponent {
    static var start: LedgerPlace { .ledger }
    var readable: NotesPlace { NotesPlace(path: path) }

    func arrival(at destination: LedgerPlace) -> Arrival<LedgerComponent> { .screen(ReaderScreen(text: { "" })) }
}

@MainActor private protocol ReaderDependency { var notes: String { get } }

@MainActor private struct ReaderWiring: ReaderDependency {
    let reach: Reach<LedgerComponent>
    var notes: String { reach.path }

    init(notes: consuming DataCrossing<LedgerComponent, ReaderComponent>) {
        reach = notes.reading(as: Reach<LedgerComponent>.self) { $0 }
    }
}

private enum ReaderPlace: String, Destination, CaseIterable { case reader }

private final class ReaderComponent: FeatureComponent<any ReaderDependency, MadePerVisit>, DestinationScreens {
    static var start: ReaderPlace { .reader }

    func arrival(at destination: ReaderPlace) -> Arrival<ReaderComponent> {
        .screen(ReaderScreen { [dependency] in dependency.notes })
    }
}

private final class ReaderScreen: Screen {
    let title = "Reader"
    let feature = "Reader"
    let text: () -> String
    var content: [String] { [text()] }
    let request = ScreenRequest.choices([])

    init(text: @escaping () -> String) { self.text = text }
}

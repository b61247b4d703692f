import Core
import TerminalScreen

@testable import Composition

/// Drives screens in a test as the menu drives them: `type` hands a line to the top screen and applies what
/// it answers with `Navigation.apply`, the one function the menu uses too, so a destination a screen answers
/// with is opened by the feature's component, as in the app. A feature's unit test has no root to ask for a
/// stack, so this one is made below the root's declarations, over a bottom screen of the test's own.
@MainActor
public final class ScreenStack {
    /// Where the user is: the open screens, the feature of each, the flows, above a bottom of the test's own.
    public var navigation: Navigation
    /// The notice of the last line typed, if any: `(not known yet)` while it waits for a write.
    public private(set) var notice: String?

    /// A stack with `destination` of `screens`, a feature's component, open above the test's bottom screen,
    /// as the main menu opens a feature.
    public init<Screens: DestinationScreens>(_ destination: Screens.Destination, of screens: Screens) {
        let way = Way(destination: destination) { Opening(screens) }
        navigation = Navigation(home: TestBottom(), opening: Opening(arrive: { _ in .way(way) }, destinations: { [] }))
        navigation.apply(.open(destination))
    }

    /// A stack with `first` open above the test's bottom screen: a screen that answers with no destination
    /// of its feature's.
    public init(_ first: any Screen) {
        let opening = Opening(arrive: { _ in .screen(first) }, destinations: { [] })
        navigation = Navigation(home: TestBottom(), opening: opening)
        navigation.apply(.open(TestBottom.Place.first))
    }

    public var top: any Screen { navigation.top }

    /// The screens open above the test's bottom one, the first opened first.
    public var screens: [any Screen] { Array(navigation.screens.dropFirst()) }

    /// Hands `line` to the top screen and applies what it answers; `b` on a menu that gives it no meaning
    /// closes the screen, as the menu front's own Back does.
    public func type(_ line: String) {
        let outcome: ScreenOutcome =
            if line == "b", case .choices(let choices) = top.request, !choices.contains(where: { $0.key == "b" }) {
                .close()
            } else {
                top.handle(line)
            }
        notice = navigation.apply(outcome).map { $0.text ?? "(not known yet)" }
    }

    /// Types each of `lines` in turn.
    public func type(_ lines: [String]) {
        for line in lines { type(line) }
    }
}

extension BootstrapComponent {
    /// For a feature's unit test, which has no root declaring the feature: a component of `Component` made
    /// under this root as a declaration makes it, over `dependency`; one made per visit is begun as the
    /// navigation stack begins a visit, and the test ends it (`lifetimeEnded(of:)`) if it checks its end.
    package func made<Component: DeclaredComponent>(
        _ type: Component.Type = Component.self, dependency: Component.Dependency,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Component {
        let make = { Component(FeaturePlace(root: self, dependency: dependency)) }
        guard Component.Lifetime.self == MadePerVisit.self else { return make() }
        return beginVisit(openedAt: SourcePlace(fileID: fileID, line: line, column: column), make)
    }
}

/// The screen below the first one a test opens, as the main menu is below a feature's.
@MainActor
private final class TestBottom: Screen {
    enum Place: String, Destination, CaseIterable {
        case first
    }

    let title = "The test"
    let feature = "TestSupport"
    let content: [String] = []
    let request = ScreenRequest.choices([])
}

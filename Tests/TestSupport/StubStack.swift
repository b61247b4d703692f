import TerminalMenu
import TerminalScreen

@testable import Composition

/// A test's screen that opens others without a feature: what it opens for each destination it answers with.
@MainActor
public protocol OpensScreens: Screen {
    func screen(for destination: any Destination) -> (any Screen)?
}

extension MenuFront {
    /// A menu over a stack whose bottom screen is `home`, a test's: a screen that `OpensScreens` opens what it
    /// says for each destination it answers with, as a feature's component would; any other opens nothing.
    public convenience init(testing home: any Screen, console: Console, events: MenuEvents = MenuEvents()) {
        self.init(navigation: .testing(home: home), console: console, events: events)
    }
}

extension Navigation {
    /// A stack whose bottom screen is `home`, a test's, opening what each `OpensScreens` says, as
    /// `MenuFront(testing:)` holds.
    public static func testing(home: any Screen) -> Navigation {
        Navigation(home: home, opening: StubOpening.of(home))
    }
}

/// What the stack reaches for a test's screen: the first time, the screen itself; after that, what it opens.
@MainActor
private enum StubOpening {
    /// The opening of `screen`, already shown: it opens what the screen says.
    static func of(_ screen: any Screen) -> Opening {
        Opening(
            arrive: { destination in
                guard let next = (screen as? OpensScreens)?.screen(for: destination) else { return nil }
                return .way(Way(destination: destination) { arriving(at: next) })
            }, destinations: { [] })
    }

    /// An opening that arrives at `next` once, then opens what `next` says.
    private static func arriving(at next: any Screen) -> Opening {
        let shown = Shown()
        let opens = of(next)
        return Opening(
            arrive: { destination in
                guard shown.once else { return opens.arrive(destination) }
                return .screen(next)
            }, destinations: { [] })
    }

    @MainActor
    private final class Shown {
        private var isShown = false

        /// `true` the first time it is asked.
        var once: Bool {
            defer { isShown = true }
            return !isShown
        }
    }
}

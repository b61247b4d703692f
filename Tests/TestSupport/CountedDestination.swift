import TerminalScreen

@testable import Composition

/// Another feature's destination as a feature's unit test gives it, in place of the one the root's declaration
/// of that feature would: a screen of the test's titled `title`, which offers nothing or, given a `prompt`,
/// asks it and closes on any line; and how many times the stack opened it.
@MainActor
public final class CountedDestination {
    public private(set) var opened = 0
    private let title: String
    private let prompt: String?

    public init(title: String, prompt: String? = nil) {
        self.title = title
        self.prompt = prompt
    }

    /// The destination, for the feature whose component is `Using`.
    public func destination<Using>(for using: Using.Type = Using.self) -> AnyDestination<Using> {
        AnyDestination(
            way: Way(destination: ElsewhereScreen.Place.elsewhere) { [self, title, prompt] in
                opened += 1
                let screen = ElsewhereScreen(title: title, prompt: prompt)
                return Opening(arrive: { _ in .screen(screen) }, destinations: { [] })
            })
    }
}

/// Another feature's screen, in a test.
@MainActor
private final class ElsewhereScreen: Screen {
    enum Place: String, Destination, CaseIterable {
        case elsewhere
    }

    let title: String
    let feature = "Test"
    let content: [String] = []
    let request: ScreenRequest

    init(title: String, prompt: String?) {
        self.title = title
        request = prompt.map { .prompt($0) { _ in .close() } } ?? .choices([])
    }
}

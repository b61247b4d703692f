import TerminalScreen

/// Another feature's destination as a feature's unit test gives it, through the route the feature declares:
/// a screen of the test's titled `title`, which offers nothing, and how many times the stack opened it.
@MainActor
public final class CountedDestination {
    public private(set) var opened = 0
    private let title: String

    public init(title: String) {
        self.title = title
    }

    public var destination: AnyDestination {
        AnyDestination(ElsewhereScreen.Place.elsewhere) { [self, title] _ in
            opened += 1
            return Opening { ElsewhereScreen(title: title) }
        }
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
    let request = ScreenRequest.choices([])

    init(title: String) {
        self.title = title
    }
}

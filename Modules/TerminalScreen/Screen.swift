/// One screen of the line-based menu. Features implement screens; the App's menu front shows them and
/// feeds them the lines the user types, the same way for the terminal and for tests.
///
/// A screen either offers choices (`  KEY  Label` lines; the front handles `b`, `q` and `?` itself) or
/// asks for a line of text (every line goes to the screen as typed, so `b` can mean "previous step").
@MainActor
public protocol Screen: AnyObject {
    /// The first line of the screen.
    var title: String { get }

    /// The lines under the title; read again each time the screen is shown, so they are always current.
    var content: [String] { get }

    /// What the screen asks for now.
    var request: ScreenRequest { get }

    /// Handles one line: the key of one of the screen's choices, or the answer to its prompt.
    func handle(_ line: String) -> ScreenOutcome
}

/// What a screen asks the user for.
public enum ScreenRequest: Sendable, Equatable {
    /// One of these choices, by key.
    case choices([ScreenChoice])
    /// A line of text; the label says what, such as `Start time (HH:mm)`.
    case prompt(String)
}

/// One entry of a menu screen: the key to type and what it does.
public struct ScreenChoice: Sendable, Equatable {
    /// What the user types, such as `1`.
    public let key: String
    /// What it does, such as `Edit quote`.
    public let label: String

    /// A choice typed as `key`, described by `label`.
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}

/// What happens after a screen handled a line.
@MainActor
public enum ScreenOutcome {
    /// Stay on this screen, with an optional one-line notice (a confirmation, or what is valid).
    case stay(notice: String? = nil)
    /// Open another screen on top of this one.
    case open(any Screen)
    /// Close this screen and return to the one below, with an optional one-line notice.
    case close(notice: String? = nil)
    /// Close this screen and the `screens - 1` below it — a whole multi-screen flow — with an optional
    /// one-line notice.
    case closeSeveral(Int, notice: String? = nil)
}

/// One screen of the line-based menu. Features implement screens; the App's menu front shows them and
/// feeds them the lines the user types, the same way for the terminal and for tests.
///
/// A screen either offers choices (`  KEY  Label` lines, each carrying its own action; the front handles
/// `b`, `q` and `?` itself) or asks for a line of text (every line but `q` and `?`, which quit and explain
/// everywhere, goes to the prompt's answer as typed, so `b` can mean "previous step"). A screen has no
/// entry point for a key it did not offer: the front runs the action of the choice whose key was typed,
/// so no screen can misroute a key.
@MainActor
public protocol Screen: AnyObject {
    /// The first line of the screen.
    var title: String { get }

    /// The lines under the title; read again each time the screen is shown, so they are always current.
    var content: [String] { get }

    var request: ScreenRequest { get }

    /// A load the screen waits for, while it is in flight: when it ends, what the screen shows has changed
    /// on its own, and the menu draws it again (with piped input, before it reads the next line, so that a
    /// transcript shows what a person watching would see). `nil`, as it is by default, for a screen that
    /// loads nothing.
    var loading: Task<Void, Never>? { get }

    /// What quitting now would discard, in a few words (`the quote you were editing`); `nil`, as it is by
    /// default, when nothing typed here is unsaved.
    var unsavedInput: String? { get }
}

extension Screen {
    public var loading: Task<Void, Never>? { nil }
    public var unsavedInput: String? { nil }
}

extension Screen {
    /// Hands `line` to what the screen asks for: a prompt's answer, or the action of the choice whose key
    /// it is; a key the screen does not offer changes nothing. The menu front calls this; so do tests.
    public func handle(_ line: String) -> ScreenOutcome {
        switch request {
        case .prompt(_, let answer): answer(line)
        case .choices(let choices): choices.first { $0.key == line }?.action() ?? .stay()
        }
    }
}

/// What a screen asks the user for.
@MainActor
public enum ScreenRequest: Equatable {
    case choices([ScreenChoice])
    /// A line of text, labelled such as `Start time (HH:mm)`, handed to `answer`.
    case prompt(String, answer: (String) -> ScreenOutcome)

    /// The prompt's label, or `nil` for choices.
    package var promptLabel: String? {
        if case .prompt(let label, _) = self { label } else { nil }
    }

    /// The same choices (by key and label), or a prompt with the same label.
    public nonisolated static func == (lhs: ScreenRequest, rhs: ScreenRequest) -> Bool {
        switch (lhs, rhs) {
        case (.choices(let left), .choices(let right)): left == right
        case (.prompt(let left, _), .prompt(let right, _)): left == right
        default: false
        }
    }
}

/// One entry of a menu screen: the key to type, what it does, and the action that does it.
@MainActor
public struct ScreenChoice: Equatable {
    /// What the user types, such as `1`.
    public let key: String
    /// What it does, such as `Edit quote`.
    public let label: String
    public let action: () -> ScreenOutcome

    public init(_ key: String, _ label: String, action: @escaping () -> ScreenOutcome) {
        self.key = key
        self.label = label
        self.action = action
    }

    /// The same key and label.
    public nonisolated static func == (lhs: ScreenChoice, rhs: ScreenChoice) -> Bool {
        lhs.key == rhs.key && lhs.label == rhs.label
    }
}

/// What happens after a screen handled a line.
@MainActor
public enum ScreenOutcome {
    /// Stay on this screen, with an optional one-line notice (a confirmation, or what is valid).
    case stay(notice: String? = nil)
    case open(any Screen)
    /// Open the first screen of a flow: `closeFlow` from any of its screens comes back here.
    case openFlow(any Screen)
    /// Close this screen and return to the one below, with an optional one-line notice.
    case close(notice: String? = nil)
    /// Close every screen of the innermost open flow, back to the screen that opened it, with an
    /// optional one-line notice; however many steps the flow has, it lands there.
    case closeFlow(notice: String? = nil)
}

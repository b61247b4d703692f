/// One screen of the line-based menu: it offers choices, each with its action, or asks for a line (`q` and `?`
/// excepted, everywhere). It has no entry point for a key it did not offer, so it cannot misroute one.
@MainActor
public protocol Screen: AnyObject {
    var title: String { get }

    /// The feature the screen belongs to, declared once in the protocol its screens adopt (`QuoteFeatureScreen`).
    var feature: String { get }

    /// Read again each time the screen is shown.
    var content: [String] { get }

    var request: ScreenRequest { get }

    /// A load in flight; when it ends, the menu draws the screen again. `nil`, as by default, if none.
    var loading: Task<Void, Never>? { get }

    /// What quitting now would discard (`the quote you were editing`); `nil`, as by default, if nothing.
    var unsavedInput: String? { get }
}

extension Screen {
    public var loading: Task<Void, Never>? { nil }
    public var unsavedInput: String? { nil }
}

extension Screen {
    /// Hands `line` to the prompt's answer, or runs its choice's action; a key not offered changes nothing.
    public func handle(_ line: String) -> ScreenOutcome {
        switch request {
        case .prompt(_, let answer): answer(line)
        case .choices(let choices): choices.first { $0.key == line }?.action() ?? .stay()
        }
    }
}

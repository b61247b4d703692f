/// One screen of the line-based menu: features implement screens, and the App's menu front shows them.
/// A screen offers choices, each carrying its own action, or asks for a line, which its answer gets as
/// typed (`q` and `?` excepted: they quit and explain everywhere). It has no entry point for a key it
/// did not offer, so it cannot misroute one.
@MainActor
public protocol Screen: AnyObject {
    var title: String { get }

    /// The feature the screen belongs to, which `Navigation` keeps beside it: each feature declares it
    /// once, in the protocol its screens adopt (`QuoteFeatureScreen`).
    var feature: String { get }

    /// The lines under the title; read again each time the screen is shown, so they are always current.
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
    /// Hands `line` to the prompt's answer, or runs the action of the choice whose key it is; a key the
    /// screen does not offer changes nothing.
    public func handle(_ line: String) -> ScreenOutcome {
        switch request {
        case .prompt(_, let answer): answer(line)
        case .choices(let choices): choices.first { $0.key == line }?.action() ?? .stay()
        }
    }
}

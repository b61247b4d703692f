import TerminalScreen

/// What a screen answered to a line, in a form a test compares with `==` and prints when it differs:
/// `#expect(Outcome(editor.handle("b")) == .close("Left Edit quote; the quote is unchanged."))`.
///
/// An opened screen is named by its title, so that a test says which screen a line leads to.
@MainActor
public enum Outcome: Equatable, CustomStringConvertible {
    case stay(String?)
    case open(String)
    case openFlow(String)
    case close(String?)
    case closeFlow(String?)

    /// The comparable form of `outcome`; a notice that waits for a write not yet ended reads
    /// `(not known yet)`.
    public init(_ outcome: ScreenOutcome) {
        switch outcome {
        case .stay(let notice): self = .stay(Self.text(of: notice))
        case .open(let screen): self = .open(screen.title)
        case .openFlow(let screen): self = .openFlow(screen.title)
        case .close(let notice): self = .close(Self.text(of: notice))
        case .closeFlow(let notice): self = .closeFlow(Self.text(of: notice))
        }
    }

    private static func text(of notice: Notice?) -> String? {
        notice.map { $0.text ?? "(not known yet)" }
    }

    /// The outcome as a test failure prints it, such as `close("Saved.")`.
    public nonisolated var description: String {
        switch self {
        case .stay(let notice): "stay(\(notice.map { "\"\($0)\"" } ?? "no notice"))"
        case .open(let title): "open(\"\(title)\")"
        case .openFlow(let title): "openFlow(\"\(title)\")"
        case .close(let notice): "close(\(notice.map { "\"\($0)\"" } ?? "no notice"))"
        case .closeFlow(let notice): "closeFlow(\(notice.map { "\"\($0)\"" } ?? "no notice"))"
        }
    }
}

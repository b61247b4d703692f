import TerminalScreen

/// What a screen answered to a line, in a form a test compares with `==` and prints when it differs:
/// `#expect(Outcome(editor.handle("b")) == .close("Left Edit quote; the quote is unchanged."))`.
///
/// A destination opened is named by its segment of a link (`edit`), so that a test says where a line leads
/// without the screen being made.
@MainActor
public enum Outcome: Equatable, CustomStringConvertible {
    case stay(String?)
    case open(String)
    case close(String?)
    case closeFlow(String?)

    /// The comparable form of `outcome`; a notice that waits for a write not yet ended reads
    /// `(not known yet)`.
    public init(_ outcome: ScreenOutcome) {
        switch outcome {
        case .stay(let notice): self = .stay(Self.text(of: notice))
        case .open(let destination): self = .open(destination.segment)
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
        case .open(let segment): "open(\"\(segment)\")"
        case .close(let notice): "close(\(notice.map { "\"\($0)\"" } ?? "no notice"))"
        case .closeFlow(let notice): "closeFlow(\(notice.map { "\"\($0)\"" } ?? "no notice"))"
        }
    }
}

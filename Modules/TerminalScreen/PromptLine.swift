/// What a line typed at a prompt means, by the one grammar every prompt shares: Enter keeps the current
/// value, a lone `b` goes to the previous prompt (or leaves from the first), a lone `c` cancels, and a
/// lone `q` or `?` is taken as a question, never as data. Anything else is a value for the prompt to check.
public enum PromptLine: Equatable, Sendable {
    /// An empty line: keep the current value. (A line of spaces is a value, which a prompt may refuse.)
    case keep
    /// `b`: back to the previous prompt, or out from the first.
    case back
    /// `c`: cancel, changing nothing.
    case cancel
    /// `q` or `?`: the user wants to know what the prompt accepts.
    case help
    /// Anything else, as typed.
    case value(String)

    /// Reads `line`; the keys ignore case and surrounding spaces.
    public init(_ line: String) {
        guard !line.isEmpty else {
            self = .keep
            return
        }
        switch String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased() {
        case "b": self = .back
        case "c": self = .cancel
        case "q", "?": self = .help
        default: self = .value(line)
        }
    }

    /// The line every prompt shows under its current value.
    public static let keys = "Enter keeps it \u{00B7} b previous prompt \u{00B7} c cancel"

    /// The answer to `q` or `?` at a prompt.
    public static let helpText = "At a prompt: type a value, or Enter to keep it, b to go back, c to cancel."
}

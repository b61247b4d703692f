/// What a line typed at a prompt means, by the one grammar every prompt shares: Enter keeps the current
/// value, a lone `b` goes to the previous prompt (or leaves from the first), a lone `c` cancels, and a
/// lone `q` or `?` the menu takes before the prompt sees it (quit, help). None of them is ever data: to
/// enter one as a value, type a backslash before it (`\c` is an author called C).
public enum PromptLine: Equatable, Sendable {
    /// An empty line. (A line of spaces is a value, which a prompt may refuse.)
    case keep
    case back
    case cancel
    /// Anything else, as typed; after a leading backslash, what follows it.
    case value(String)

    /// The keys ignore case and surrounding spaces.
    public init(_ line: String) {
        if line.isEmpty {
            self = .keep
        } else if line.hasPrefix("\\") {
            self = .value(String(line.dropFirst()))
        } else {
            switch Self.key(line) {
            case "b": self = .back
            case "c": self = .cancel
            default: self = .value(line)
            }
        }
    }

    public static func key(_ line: String) -> String {
        String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased()
    }

    public static let keys =
        "Enter keeps it \u{00B7} b previous prompt \u{00B7} c cancel \u{00B7} q quit \u{00B7} ? help"

    /// The line a prompt for a new value shows, where there is nothing to keep: Enter, `b` and `c` all
    /// leave without adding.
    public static let keysForANewValue =
        "Enter, b or c leaves without adding \u{00B7} q quit \u{00B7} ? help"

    public static let helpText = """
        At a prompt, type a value and press Enter; Enter alone keeps the current one, b goes back, c cancels, \
        q quits.
        To enter b, c, q, ? or a leading backslash as the value itself, type a backslash first: \\c is "c".
        """
}

/// What a terminal of `columns` shows after the bytes an app wrote to it: each row as text, with no row
/// limit, so that a test reads the screen a person would see, not the bytes. It draws what the app's line
/// editing sends — text that wraps at the last column (as an xterm does, when the next character comes),
/// carriage return, newline, cursor up (`ESC[nA`), and clearing to the end of the line or of the screen —
/// and passes over the other escape sequences (styles, bracketed paste).
public struct TerminalGrid {
    public private(set) var rows: [[Character]] = [[]]
    private let columns: Int
    private var row = 0
    private var column = 0
    private var wrapsBeforeNext = false

    public init(columns: Int, drawing text: String = "") {
        self.columns = columns
        draw(text)
    }

    /// The rows as text, trailing spaces dropped.
    public var lines: [String] {
        rows.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    public mutating func draw(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r":
                (column, wrapsBeforeNext) = (0, false)
            case "\n", "\r\n":
                if character == "\r\n" { column = 0 }
                wrapsBeforeNext = false
                moveDown()
            case "\u{1B}":
                var sequence = ""
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                while let next = characters.popFirst() {
                    sequence.append(next)
                    if next.isLetter || next == "~" { break }
                }
                perform(sequence)
            default:
                put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        if wrapsBeforeNext {
            (column, wrapsBeforeNext) = (0, false)
            moveDown()
        }
        while rows[row].count < column { rows[row].append(" ") }
        if column < rows[row].count { rows[row][column] = character } else { rows[row].append(character) }
        if column == columns - 1 { wrapsBeforeNext = true } else { column += 1 }
    }

    private mutating func moveDown() {
        row += 1
        if row == rows.count { rows.append([]) }
    }

    /// A control sequence after `ESC[`: its parameters, then the letter that says what it does.
    private mutating func perform(_ sequence: String) {
        let count = Int(sequence.dropLast()) ?? 1
        switch sequence.last {
        case "A":
            row = max(0, row - count)
            wrapsBeforeNext = false
        case "J":
            rows[row] = Array(rows[row].prefix(column))
            rows.removeSubrange((row + 1)...)
        case "K":
            rows[row] = Array(rows[row].prefix(column))
        default:
            break
        }
    }
}

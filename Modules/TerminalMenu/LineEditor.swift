/// The line a person types at a terminal, edited by the app so that a reminder written meanwhile comes above
/// it: it takes the terminal's bytes one at a time and says what to show (`TerminalLine` reads and writes).
/// Only whole, visible characters are taken: control characters, escape sequences and bytes that are not
/// UTF-8 are dropped. A marked paste (bracketed paste) is taken up to its first line end, which enters the line;
/// the lines after it are dropped and counted, so they never answer the prompts that follow. A paste whose end
/// mark never comes is over when the terminal goes quiet (`pasteWentQuiet`), so Enter and `q` answer again.
struct LineEditor {
    enum Outcome: Equatable {
        case none
        case echo([UInt8])
        /// Backspace, Ctrl-U, Ctrl-W: show the prompt and the line again.
        case redraw
        /// Enter: the line typed, and how many more lines a paste held, dropped.
        case line(String, linesDropped: Int)
        case end
        case interrupt
        case suspend
    }

    private enum Escape: Equatable {
        case none
        /// After ESC: a sequence may follow.
        case started
        /// After ESC [: parameters until a final byte.
        case controlSequence(parameters: [UInt8])
        /// After ESC O: one more byte.
        case singleShift
    }

    private struct Paste {
        var isOn = false
        var firstLineEnded = false
        var atLineStart = false
        var linesDropped = 0
    }

    /// The line so far: valid UTF-8 with no control character, at most `LineReader.maximumLineBytes` long.
    private(set) var typed: [UInt8] = []
    private var pending: [UInt8] = []
    private var escape = Escape.none
    private var paste = Paste()

    mutating func take(_ byte: UInt8) -> Outcome {
        if escape != .none { return takeEscape(byte) }
        if paste.firstLineEnded { return dropPasted(byte) }
        if byte >= 0x80 || !pending.isEmpty { return takeUTF8(byte) }
        if paste.isOn {
            switch byte {
            case 0x0A, 0x0D:
                paste.firstLineEnded = true
                paste.atLineStart = true
                return .none
            case 0x1B:
                escape = .started
                return .none
            case 0x20...0x7E: return add([byte])
            case 0x03: return .interrupt  // Ctrl-C is never text: a paste whose end never came is left with it
            default: return .none  // another control character in a paste is text, and not visible
            }
        }
        switch byte {
        case 0x0A, 0x0D:
            return takeLine()
        case 0x7F, 0x08:
            guard !typed.isEmpty else { return .none }
            var text = String(decoding: typed, as: UTF8.self)
            text.removeLast()
            typed = Array(text.utf8)
            return .redraw
        case 0x15:
            typed = []
            return .redraw
        case 0x17:
            while typed.last == UInt8(ascii: " ") { typed.removeLast() }
            while let last = typed.last, last != UInt8(ascii: " ") { typed.removeLast() }
            return .redraw
        case 0x04: return typed.isEmpty ? .end : .none
        case 0x03: return .interrupt
        case 0x1A: return .suspend
        case 0x1B:
            escape = .started
            return .none
        case 0x20...0x7E: return add([byte])
        default: return .none
        }
    }

    /// Whether a paste has begun and its end mark has not come.
    var isInAPaste: Bool { paste.isOn }

    /// The terminal sent nothing for a while inside a paste: a terminal sends a paste at once, so its end
    /// mark was lost. The paste ends here: its first line is entered if it ended, else stays typed.
    mutating func pasteWentQuiet() -> Outcome {
        guard paste.isOn else { return .none }
        paste.isOn = false
        escape = .none
        return paste.firstLineEnded ? takeLine() : .none
    }

    private mutating func takeLine() -> Outcome {
        defer {
            typed = []
            paste = Paste()
        }
        return .line(String(decoding: typed, as: UTF8.self), linesDropped: paste.linesDropped)
    }

    /// Skips an escape sequence, but for the marks that start and end a paste.
    private mutating func takeEscape(_ byte: UInt8) -> Outcome {
        switch (escape, byte) {
        case (.started, UInt8(ascii: "[")): escape = .controlSequence(parameters: [])
        case (.started, UInt8(ascii: "O")): escape = .singleShift
        case (.controlSequence(let parameters), 0x20...0x3F): escape = .controlSequence(parameters: parameters + [byte])
        case (.controlSequence(let parameters), UInt8(ascii: "~")) where parameters == Array("200".utf8):
            escape = .none
            paste.isOn = true
        case (.controlSequence(let parameters), UInt8(ascii: "~")) where parameters == Array("201".utf8):
            escape = .none
            paste.isOn = false
            if paste.firstLineEnded { return takeLine() }
        default: escape = .none
        }
        return .none
    }

    /// A byte of a paste after its first line ended: dropped, its lines counted, until the paste ends.
    private mutating func dropPasted(_ byte: UInt8) -> Outcome {
        switch byte {
        case 0x03: return .interrupt
        case 0x1B: escape = .started
        case 0x0A, 0x0D: paste.atLineStart = true
        default:
            if paste.atLineStart { paste.linesDropped += 1 }
            paste.atLineStart = false
        }
        return .none
    }

    /// Collects the bytes of one character, taking it when complete and visible.
    private mutating func takeUTF8(_ byte: UInt8) -> Outcome {
        pending.append(byte)
        let length: Int
        switch pending[0] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: length = 0
        }
        guard length > 0 else {
            pending = []
            return .none
        }
        guard pending.count == 1 || byte & 0xC0 == 0x80 else {
            // A byte that cuts a character short is taken as itself; only the unfinished character is dropped.
            pending = []
            return take(byte)
        }
        guard pending.count == length else { return .none }
        defer { pending = [] }
        guard let character = String(validating: pending, as: UTF8.self)?.unicodeScalars.first,
            character.properties.generalCategory != .control
        else { return .none }
        return add(pending)
    }

    private mutating func add(_ bytes: [UInt8]) -> Outcome {
        guard typed.count + bytes.count <= LineReader.maximumLineBytes else { return .none }
        typed += bytes
        return .echo(bytes)
    }
}

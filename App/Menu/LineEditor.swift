/// The line a person types at a terminal, edited by the app rather than by the terminal, so that a line the
/// app writes meanwhile (a reminder) can come above it and what was typed be shown again after the prompt:
/// what the screen shows is always what Enter sends. It takes the bytes the terminal sends, one at a time,
/// and says what to show; `TerminalLine` reads and writes.
///
/// Only whole, visible characters are taken: control characters, escape sequences (arrow and function
/// keys) and bytes that are not UTF-8 are dropped, so nothing typed can put a raw control character on the
/// screen or into the line.
struct LineEditor {
    enum Outcome: Equatable {
        /// Nothing changes on the screen.
        case none
        /// A character was added: write these bytes after what is shown.
        case echo([UInt8])
        /// The line changed otherwise (Backspace, Ctrl-U, Ctrl-W): show the prompt and the line again.
        case redraw
        /// Enter: the line typed, now taken.
        case line(String)
        /// Ctrl-D on an empty line: the end of input.
        case end
        /// Ctrl-C: the person asks to leave.
        case interrupt
        /// Ctrl-Z: the person asks to suspend the app.
        case suspend
    }

    private enum Escape {
        case none
        /// After ESC: a sequence may follow.
        case started
        /// After ESC [: parameters until a final byte.
        case controlSequence
        /// After ESC O: one more byte.
        case singleShift
    }

    /// The line so far: valid UTF-8 with no control character, at most `LineReader.maximumLineBytes` long.
    private(set) var typed: [UInt8] = []
    /// The bytes of a character begun and not yet complete.
    private var pending: [UInt8] = []
    private var escape = Escape.none

    mutating func take(_ byte: UInt8) -> Outcome {
        if escape != .none { return skipEscape(byte) }
        if byte >= 0x80 || !pending.isEmpty { return takeUTF8(byte) }
        switch byte {
        case 0x0A, 0x0D:
            defer { typed = [] }
            return .line(String(decoding: typed, as: UTF8.self))
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

    private mutating func skipEscape(_ byte: UInt8) -> Outcome {
        switch (escape, byte) {
        case (.started, UInt8(ascii: "[")): escape = .controlSequence
        case (.started, UInt8(ascii: "O")): escape = .singleShift
        case (.controlSequence, 0x20...0x3F): break
        default: escape = .none
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

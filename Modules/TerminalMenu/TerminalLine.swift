import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last line of a terminal the app both reads and writes: the prompt, and the line typed after it, which
/// the app echoes itself. A write while a line is typed (a reminder) first clears both, on however many rows
/// they wrap, and the line comes back after the next prompt: the screen always shows what Enter sends.
final class TerminalLine: Sendable {
    enum Read: Equatable {
        case line(String)
        case end
        case interrupted(typed: String)
    }

    private struct State {
        /// What was written after the last newline: the prompt, when a line is being typed.
        var prompt: [UInt8] = []
        var typed: [UInt8] = []
        var isTyping = false
        /// Whether the line typed is on the screen after the prompt: not once a write ended on a newline.
        var typedIsShown = false
        var isOutputGone = false

        var shownLine: [UInt8] { prompt + (typedIsShown ? typed : []) }
    }

    private let state = Locked(State())
    private let input: Int32
    private let output: Int32
    private let mode: TerminalMode

    /// A line on the terminal `input` reads and `output` writes, set up for the app to edit, pastes marked; `nil`
    /// unless both are a terminal that edits lines as usual.
    init?(input: Int32, output: Int32) {
        guard isatty(output) == 1, let mode = TerminalMode(on: input) else { return nil }
        self.input = input
        self.output = output
        self.mode = mode
        _ = Self.write(Self.bracketedPasteOn, to: output)
    }

    /// Gives the terminal back as it was found.
    func restore() {
        _ = Self.write(Self.bracketedPasteOff, to: output)
        mode.restore()
    }

    /// Writes `text`, first clearing a prompt and line being typed, which follows a new prompt `text` ends on;
    /// `false` once the output is gone.
    func write(_ text: String) -> Bool {
        state.withLock { state in
            var bytes = Array(text.utf8)
            var shown: [UInt8] = []
            if state.isTyping && !state.shownLine.isEmpty {
                shown = clearing(state.shownLine)
                if bytes.first == UInt8(ascii: "\n") { bytes.removeFirst() }
            }
            if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
                state.prompt = Array(bytes[(newline + 1)...])
            } else {
                state.prompt += bytes
            }
            shown += bytes
            state.typedIsShown = state.isTyping && bytes.last != UInt8(ascii: "\n")
            if state.typedIsShown { shown += state.typed }
            if !Self.write(shown, to: output) { state.isOutputGone = true }
            return !state.isOutputGone
        }
    }

    /// Marks a line as being typed until `readLine` returns: a write meanwhile clears the prompt first.
    func startLine() {
        state.withLock { state in
            state.isTyping = true
            state.typedIsShown = true
        }
    }

    func readLine() -> Read {
        var editor = LineEditor()
        var bytes = TerminalBytes(descriptor: input)
        startLine()
        defer { state.withLock { $0.isTyping = false } }
        while true {
            guard let outcome = editor.next(from: &bytes) else { return .end }
            switch outcome {
            case .none:
                continue
            case .echo(let bytes):
                show { state in
                    state.typed = editor.typed
                    return bytes
                }
            case .redraw:
                show { state in
                    let cleared = clearing(state.shownLine)
                    state.typed = editor.typed
                    state.typedIsShown = true
                    return cleared + state.prompt + state.typed
                }
            case .line(let line, let linesDropped):
                show { state in
                    state.typed = []
                    state.prompt = []
                    guard linesDropped > 0 else { return [UInt8(ascii: "\n")] }
                    let more = linesDropped == 1 ? "1 more line" : "\(linesDropped) more lines"
                    return Array("\nOnly the first line of the paste was taken; \(more) dropped.\n".utf8)
                }
                return .line(line)
            case .end:
                return .end
            case .interrupt:
                return .interrupted(typed: String(decoding: editor.typed, as: UTF8.self))
            case .suspend:
                restore()
                Self.stopUntilContinued()
                _ = mode.resume()
                _ = Self.write(Self.bracketedPasteOn, to: output)
                // The shell wrote below the line meanwhile: it is drawn again where the cursor is now.
                show { Array("\r\u{1B}[J".utf8) + $0.prompt + $0.typed }
            }
        }
    }

    /// Back to the row where `shown` starts, however many rows it wraps onto, and clear from there down.
    private func clearing(_ shown: [UInt8]) -> [UInt8] {
        let width = DisplayWidth.columns(of: shown)
        var size = winsize()
        let columns = ioctl(output, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        // The cursor is on the last row the text reached; a row filled to its end keeps it there.
        let rowsAbove = width > 0 ? (width - 1) / columns : 0
        return Array("\r".utf8) + (rowsAbove > 0 ? Array("\u{1B}[\(rowsAbove)A".utf8) : []) + Array("\u{1B}[J".utf8)
    }

    /// Stops the process as Ctrl-Z would, until `fg`. The signal is this thread's (unblocked first), so it stops
    /// before `raise` returns: sent to the process, another thread took it after this one took the terminal.
    private static func stopUntilContinued() {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
    }

    private func show(_ change: (inout State) -> [UInt8]) {
        state.withLock { state in
            if !Self.write(change(&state), to: output) { state.isOutputGone = true }
        }
    }

    private static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    private static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)

    private static func write(_ bytes: [UInt8], to output: Int32) -> Bool {
        writeAll(bytes[...], to: output)
    }
}

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last line of a terminal the app both reads and writes: the prompt the menu wrote, and after it the
/// line a person is typing, which the app echoes itself (`LineEditor`). The menu's writes and the input
/// thread's echo take turns here, so a line the menu writes while a person types (a reminder) comes above,
/// and what was typed is shown again after the next prompt: the screen always shows what Enter sends.
final class TerminalLine: Sendable {
    private struct State {
        /// What was written after the last newline: the prompt, when a line is being typed.
        var prompt: [UInt8] = []
        var typed: [UInt8] = []
        var isTyping = false
        var isOutputGone = false

        /// The prompt's line drawn again from its start, the prompt then the line typed, the rest cleared.
        var redrawn: [UInt8] { Array("\r".utf8) + prompt + typed + Array("\u{1B}[K".utf8) }
    }

    private let state = Mutex(State())
    private let input: Int32
    private let output: Int32

    /// A line on the terminal `input` reads and `output` writes, set up for the app to edit (`TerminalMode`);
    /// `nil` when they are not both a terminal that echoes and edits lines as usual, where the terminal is
    /// left to do it.
    init?(input: Int32, output: Int32) {
        guard isatty(output) == 1, TerminalMode.start(on: input) else { return nil }
        self.input = input
        self.output = output
    }

    /// Whether a line is being read: from the start of `readLine` until it returns.
    var isReading: Bool { state.withLock { $0.isTyping } }

    /// Writes `text`; while a line is being typed and `text` ends on the prompt's line, the line typed so far
    /// follows it. `false` once the output is gone.
    func write(_ text: String) -> Bool {
        state.withLock { state in
            let bytes = Array(text.utf8)
            if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
                state.prompt = Array(bytes[(newline + 1)...])
            } else {
                state.prompt += bytes
            }
            let shown = state.isTyping && bytes.last != UInt8(ascii: "\n") ? bytes + state.typed : bytes
            if !writeAll(shown[...], to: output) { state.isOutputGone = true }
            return !state.isOutputGone
        }
    }

    /// Reads the next line as it is typed, echoing and editing it; `nil` at the end of input or on an
    /// error. `interrupted` is set when the person pressed Ctrl-C, which ends the input too.
    func readLine(interrupted: inout Bool) -> String? {
        var editor = LineEditor()
        state.withLock { $0.isTyping = true }
        defer { state.withLock { $0.isTyping = false } }
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            let outcome = editor.take(byte)
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
                    state.typed = editor.typed
                    return state.redrawn
                }
            case .line(let line):
                show { state in
                    state.typed = []
                    state.prompt = []
                    return [UInt8(ascii: "\n")]
                }
                return line
            case .end:
                return nil
            case .interrupt:
                interrupted = true
                return nil
            case .suspend:
                TerminalMode.restore(on: input)
                Self.stopUntilContinued()
                _ = TerminalMode.start(on: input)
                show { $0.redrawn }
            }
        }
    }

    /// Stops the process as the terminal's Ctrl-Z would, returning once it is continued (`fg`). The signal
    /// is this thread's, so that it stops before `raise` returns: sent to the process, another thread took
    /// it while this one went on and made the terminal the app's again before the stop. This thread was
    /// started from one that blocks the signal, so it unblocks it first.
    private static func stopUntilContinued() {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
    }

    private func show(_ change: (inout State) -> [UInt8]) {
        state.withLock { state in
            let bytes = change(&state)
            if !writeAll(bytes[...], to: output) { state.isOutputGone = true }
        }
    }
}

/// The terminal's own line editing and echo, switched off while the app edits lines itself, and switched
/// back on at every way out: the end of the run, and the signals and crashes `FeatureGraphMain` handles.
/// It keeps no state: it switches off only what was on (canonical input, echo, and signal keys, so that
/// Ctrl-C reaches the app as a key), and switching back on restores just that, which a signal handler can
/// do with two async-signal-safe calls.
package enum TerminalMode {
    private static var switchedOff: tcflag_t { tcflag_t(ICANON | ECHO | ISIG) }

    /// Switches the terminal on `descriptor` to the app's editing; `false`, leaving it alone, when it is
    /// not a terminal with all three on.
    static func start(on descriptor: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0, settings.c_lflag & switchedOff == switchedOff else { return false }
        settings.c_lflag &= ~switchedOff
        // Each read returns as soon as one byte is typed, whatever the terminal had (with one byte to wait
        // for, a read ends at the first byte, whatever its time limit).
        withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VMIN)] = 1 }
        return tcsetattr(descriptor, TCSANOW, &settings) == 0
    }

    /// Gives the terminal on `descriptor` its own editing back, if the app had taken it.
    package static func restore(on descriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0, settings.c_lflag & tcflag_t(ICANON) == 0 else { return }
        settings.c_lflag |= switchedOff
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }
}

import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: standard input, output and error, written unbuffered so a prompt shows at once and
/// nothing is lost when the process ends. When both input and output are a terminal, the app edits the
/// line being typed itself (`TerminalLine`), so that a reminder never hides what was typed.
@MainActor
public final class StandardConsole: Console {
    /// Whether titles are bold: on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    public let isStyled: Bool
    private let terminal: TerminalLine?
    private let input: InputThread
    private let output: Int32
    /// Set once standard output is gone (the reader of a pipe quit): nothing more is read, so the menu ends.
    private var outputIsGone = false

    /// Whether lines read are written back, and loads waited for: when standard input is not a terminal.
    public let echoesInput: Bool
    public var waitsForLoads: Bool { echoesInput }

    /// Reads `input` and writes `output` (the process's standard streams unless a test gives a terminal of
    /// its own), styled by `environment` when `outputIsTerminal`. When both are a terminal, the line being
    /// typed is the app's to edit from now until `close()`.
    public init(
        environment: [String: String], outputIsTerminal: Bool, input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) {
        isStyled = Self.stylesOutput(isTerminal: outputIsTerminal, environment: environment)
        echoesInput = isatty(input) != 1
        terminal = TerminalLine(input: input, output: output)
        self.input = InputThread(descriptor: input, terminal: terminal)
        self.output = output
    }

    /// Whether the input ended because the person pressed Ctrl-C at a terminal.
    public var wasInterrupted: Bool { input.interruption != nil }

    /// What was typed and not entered when the person pressed Ctrl-C.
    public var lineNotEntered: String? { input.interruption }

    /// Gives the terminal back as it was found, and reads no more: the menu has ended.
    public func close() {
        terminal?.restore()
    }

    /// Whether output may be styled: only on a terminal, never with a non-empty `NO_COLOR`
    /// (no-color.org), never on a `dumb` terminal.
    static func stylesOutput(isTerminal: Bool, environment: [String: String]) -> Bool {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// The next line of standard input, at most 64 KiB of it kept; `nil` at its end, and as soon as
    /// standard output is gone, since nobody would see the answer (`feature-graph | head` ends at once).
    public func nextLine() async -> String? {
        guard !outputIsGone else { return nil }
        return await input.nextLine()
    }

    public func write(_ text: String) {
        let written = terminal?.write(text) ?? writeAll(Array(text.utf8)[...], to: output)
        if !written { outputIsGone = true }
    }

    public func writeError(_ text: String) {
        _ = writeAll(Array(text.utf8)[...], to: STDERR_FILENO)
    }
}

/// Writes all of `bytes`, retrying short writes and interrupts; `false` when the stream is gone (a closed
/// pipe, or any other error), and the rest is dropped.
func writeAll(_ bytes: ArraySlice<UInt8>, to fileDescriptor: Int32) -> Bool {
    var bytes = bytes
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            bytes = bytes.dropFirst(written)
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            return false
        }
    }
    return true
}

/// Standard input, read on a thread of its own so that no task of the app blocks on `read(2)`: the thread
/// reads one line each time one is asked for, so input is never read further ahead than the menu has got.
private final class InputThread: Sendable {
    private struct State {
        var waiting: CheckedContinuation<String?, Never>?
        var started = false
        var ended = false
        /// What was typed and not entered, once Ctrl-C ended the input.
        var interruption: String?
    }

    private let state = Locked(State())
    private let requests = DispatchSemaphore(value: 0)
    private let descriptor: Int32
    /// The terminal line the app edits, when the input is one.
    private let terminal: TerminalLine?

    init(descriptor: Int32, terminal: TerminalLine?) {
        self.descriptor = descriptor
        self.terminal = terminal
    }

    var interruption: String? { state.withLock { $0.interruption } }

    /// The next line; `nil` at the end of input, or when the waiting task is cancelled (the line read
    /// afterwards is dropped).
    func nextLine() async -> String? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let startNow = state.withLock { state -> Bool? in
                    guard !state.ended else { return nil }
                    state.waiting = continuation
                    defer { state.started = true }
                    return !state.started
                }
                switch startNow {
                case nil: continuation.resume(returning: nil)
                case true?: startReading()
                case false?: requests.signal()
                }
                if Task.isCancelled { stopWaiting() }
            }
        } onCancel: {
            stopWaiting()
        }
    }

    private func stopWaiting() {
        state.withLock { $0.waiting.take() }?.resume(returning: nil)
    }

    private func startReading() {
        let thread = Thread { [self] in
            var reader = LineReader(fileDescriptor: descriptor)
            while true {
                var line: String?
                var interruption: String?
                switch terminal?.readLine() {
                case nil: line = reader.readLine()
                case .line(let typed)?: line = typed
                case .end?: line = nil
                case .interrupted(let typed)?: interruption = typed
                }
                let waiting = state.withLock { state in
                    defer { state.waiting = nil }
                    if line == nil { state.ended = true }
                    state.interruption = interruption
                    return state.waiting
                }
                waiting?.resume(returning: line)
                if line == nil { return }
                requests.wait()
            }
        }
        thread.start()
    }
}

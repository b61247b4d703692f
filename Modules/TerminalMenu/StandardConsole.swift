import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: standard input, output and error, written unbuffered; when both ends are a terminal, the app
/// edits the line being typed itself (`TerminalLine`).
@MainActor
public final class StandardConsole: Console {
    public let isStyled: Bool
    private let terminal: TerminalLine?
    private let input: InputThread
    private let output: Int32
    /// Set once standard output is gone (the reader of a pipe quit): nothing more is read, so the menu ends.
    private var outputIsGone = false

    /// Whether lines read are written back, and loads waited for: when standard input is not a terminal.
    public let echoesInput: Bool
    public var waitsForLoads: Bool { echoesInput }

    /// Reads `input` and writes `output`, styled by `environment` when `outputIsTerminal`; at a terminal, the
    /// line typed is the app's to edit until `close()`.
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

    public var wasInterrupted: Bool { input.interruption != nil }

    public var lineNotEntered: String? { input.interruption }

    public func close() {
        terminal?.restore()
    }

    /// Only on a terminal, never with a non-empty `NO_COLOR` (no-color.org), never on a `dumb` one.
    static func stylesOutput(isTerminal: Bool, environment: [String: String]) -> Bool {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// At most 64 KiB of the next line; `nil` at the end, and once output is gone (nobody sees the answer).
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

/// Writes all of `bytes`, retrying short writes and interrupts; `false` when the stream is gone.
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

/// Standard input, read on a thread of its own, one line each time one is asked for, so that no task blocks on
/// `read(2)` and input is never read ahead of the menu.
private final class InputThread: Sendable {
    private struct State {
        var waiting: CheckedContinuation<String?, Never>?
        var started = false
        var ended = false
        var interruption: String?
    }

    private let state = Locked(State())
    private let requests = DispatchSemaphore(value: 0)
    private let descriptor: Int32
    private let terminal: TerminalLine?

    init(descriptor: Int32, terminal: TerminalLine?) {
        self.descriptor = descriptor
        self.terminal = terminal
    }

    var interruption: String? { state.withLock { $0.interruption } }

    /// The next line; `nil` at the end, or when the waiting task is cancelled (the line read then is dropped).
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

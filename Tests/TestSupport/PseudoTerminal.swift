import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for a test: the app reads and writes its `terminal` end as it would a person's
/// terminal, and the test types on the other end and reads what the terminal would draw, newlines as the
/// terminal sends them (`\r\n`). What the app writes is read on a thread of its own, which wakes the test
/// waiting for it, so a test waits for text without sleeping or polling.
@MainActor
public final class PseudoTerminal {
    public struct CannotOpen: Error {}

    /// What the reading thread has received, and the test waiting for more.
    private final class Received: Sendable {
        struct State {
            var bytes: [UInt8] = []
            var ended = false
            var waiting: CheckedContinuation<Void, Never>?
        }

        let state = Locked(State())

        func add(_ bytes: [UInt8]) {
            let waiting = state.withLock { state in
                state.bytes += bytes
                return state.waiting.take()
            }
            waiting?.resume()
        }

        func end() {
            let waiting = state.withLock { state in
                state.ended = true
                return state.waiting.take()
            }
            waiting?.resume()
        }
    }

    /// The end the app is given, as its standard input and output.
    public let terminal: Int32
    private let controller: Int32
    private let received = Received()

    public init() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw CannotOpen() }
        self.controller = controller
        self.terminal = terminal
        let (reading, received) = (controller, received)
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reading, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                received.add(Array(buffer[..<count]))
            }
            received.end()
        }.start()
    }

    /// Makes the terminal `columns` wide and `rows` high, as a window of that size would.
    public func setSize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// Everything the app has written so far.
    public var shown: String { String(decoding: received.state.withLock { $0.bytes }, as: UTF8.self) }

    /// Types `keys` as a person would: Enter is `\r`, Ctrl-C is `\u{03}`.
    public func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Returns once the terminal has shown `text`, once nothing more can come, or once the test is
    /// cancelled (its time limit passed).
    public func untilShown(_ text: String) async {
        await untilShown { $0.contains(text) }
    }

    /// Returns once what the terminal has shown satisfies `isDone`, once nothing more can come, or once the
    /// test is cancelled: each time the app writes, the reading thread wakes this wait.
    public func untilShown(where isDone: (String) -> Bool) async {
        while !Task.isCancelled {
            let (bytes, ended) = received.state.withLock { ($0.bytes, $0.ended) }
            if ended || isDone(String(decoding: bytes, as: UTF8.self)) { return }
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let changed = received.state.withLock { state in
                        guard state.bytes.count == bytes.count, !state.ended, !Task.isCancelled else { return true }
                        state.waiting = continuation
                        return false
                    }
                    if changed { continuation.resume() }
                }
            } onCancel: { [received] in
                received.state.withLock { $0.waiting.take() }?.resume()
            }
        }
    }

    /// Closes both ends: the reading thread ends.
    public func close() {
        _ = Glibc.close(terminal)
        _ = Glibc.close(controller)
    }
}

import Foundation
import Synchronization

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
final class PseudoTerminal {
    struct CannotOpen: Error {}

    /// What the reading thread has received, and the test waiting for more.
    private final class Received: Sendable {
        struct State {
            var bytes: [UInt8] = []
            var ended = false
            var waiting: CheckedContinuation<Void, Never>?
        }

        let state = Mutex(State())

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
    let terminal: Int32
    private let controller: Int32
    private let received = Received()

    init() throws {
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

    /// Everything the app has written so far.
    var shown: String { String(decoding: received.state.withLock { $0.bytes }, as: UTF8.self) }

    /// Types `keys` as a person would: Enter is `\r`, Ctrl-C is `\u{03}`.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Returns once the terminal has shown `text`, once nothing more can come, or once the test is
    /// cancelled (its time limit passed).
    func untilShown(_ text: String) async {
        while !Task.isCancelled {
            let (bytes, ended) = received.state.withLock { ($0.bytes, $0.ended) }
            if ended || String(decoding: bytes, as: UTF8.self).contains(text) { return }
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
    func close() {
        _ = Glibc.close(terminal)
        _ = Glibc.close(controller)
    }
}

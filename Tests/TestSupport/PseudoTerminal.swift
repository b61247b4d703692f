import Foundation
import Locking
import Testing

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

    /// The end the app is given, as its standard input and output.
    public let terminal: Int32
    private let controller: Int32
    private let changes = Changes()
    private let received: CollectedStream

    public init() throws {
        guard let (controller, terminal) = CloseOnExec.pseudoTerminal() else { throw CannotOpen() }
        self.controller = controller
        self.terminal = terminal
        received = CollectedStream(reading: controller, telling: changes)
    }

    /// Makes the terminal `columns` wide and `rows` high, as a window of that size would.
    public func setSize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// Everything the app has written so far.
    public var shown: String { received.text }

    /// Types `keys` as a person would: Enter is `\r`, Ctrl-C is `\u{03}`.
    public func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Returns once the terminal has shown `text`; when it has not within ten seconds, or nothing more
    /// can come, the test fails there.
    public func untilShown(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await untilShown(sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Returns once what the terminal has shown satisfies `isDone`: each time the app writes, the reading
    /// thread wakes this wait. When it does not within ten seconds, or nothing more can come, the test fails
    /// there.
    public func untilShown(sourceLocation: SourceLocation = #_sourceLocation, where isDone: (String) -> Bool) async {
        await changes.until("what the test waits for on the terminal", sourceLocation: sourceLocation) {
            isDone(shown) || received.hasEnded
        }
        if received.hasEnded && !isDone(shown) {
            Issue.record(
                "the terminal ended first; it showed \(shown.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// Closes both ends: the reading thread ends.
    public func close() {
        _ = Glibc.close(terminal)
        _ = Glibc.close(controller)
    }
}

import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything read from a file descriptor until its end, read on a thread of its own and kept: each read
/// is told to `changes`, so that a test waits for what it needs without sleeping or polling, and a writer
/// is never blocked by a full pipe.
public final class CollectedStream: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        var ended = false
    }

    private let state = Locked(State())

    /// Starts reading `descriptor`, through a copy of it the reading thread owns: whoever owns the
    /// original may close it at any time, and the thread never reads a number the system has since given
    /// to another file. The copy is close-on-exec, so a process started meanwhile does not keep it open.
    public init(reading descriptor: Int32, telling changes: Changes) {
        let own = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        Thread { [state] in
            defer { close(own) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(own, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                state.withLock { $0.bytes += buffer[..<count] }
                changes.changed()
            }
            state.withLock { $0.ended = true }
            changes.changed()
        }.start()
    }

    /// What was read so far, as UTF-8.
    public var text: String { String(decoding: state.withLock { $0.bytes }, as: UTF8.self) }

    /// Whether the end was read: every writer closed the stream.
    public var hasEnded: Bool { state.withLock { $0.ended } }
}

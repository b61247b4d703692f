import Foundation
import Locking
import Persistence

/// The system's own calls, each also written down in a log the test reads — `open temporary`,
/// `fsync temporary`, `rename temporary -> note.json`, `flock unlock` — with the files named by their
/// role, so a test can check the order a save makes them in. `interrupt` makes the first call of a kind
/// fail with EINTR, as a signal arriving mid-call does. The store makes its calls on its writer's thread.
final class RecordingSystemCalls: Sendable {
    /// A kind of call that can be interrupted.
    enum Interruptible: Hashable, Sendable {
        case read, write, flock
    }

    private struct State {
        var log: [String] = []
        var bytesRead = 0
        var writeLimit = Int.max
        var pendingInterruptions: Set<Interruptible>
        var names: [Int32: String] = [:]
    }

    private let state: Locked<State>

    init(interrupting interrupted: Set<Interruptible> = []) {
        state = Locked(State(pendingInterruptions: interrupted))
    }

    var log: [String] { state.withLock { $0.log } }
    /// How many bytes `read` returned in all.
    var bytesRead: Int { state.withLock { $0.bytesRead } }
    /// The most bytes one `write` takes; fewer than asked makes a short write, as a pipe or a full disk may.
    var writeLimit: Int {
        get { state.withLock { $0.writeLimit } }
        set { state.withLock { $0.writeLimit = newValue } }
    }

    /// The calls to hand to the store.
    var calls: SystemCalls {
        let live = SystemCalls.live
        var calls = live
        calls.open = { path, flags, mode in
            let descriptor = live.open(path, flags, mode)
            let role = Self.role(of: path)
            self.state.withLock { state in
                if descriptor >= 0 { state.names[descriptor] = role }
                state.log.append("open \(role)")
            }
            return descriptor
        }
        calls.read = { descriptor, bytes, count in
            if self.interrupts(.read) { return -1 }
            let read = live.read(descriptor, bytes, count)
            if read > 0 { self.state.withLock { $0.bytesRead += read } }
            return read
        }
        calls.write = { descriptor, bytes, count in
            if self.interrupts(.write) { return -1 }
            let limit = self.state.withLock { state in
                state.log.append("write \(Self.name(descriptor, in: state))")
                return state.writeLimit
            }
            return live.write(descriptor, bytes, min(count, limit))
        }
        calls.fsync = { descriptor in
            self.note { "fsync \(Self.name(descriptor, in: $0))" }
            return live.fsync(descriptor)
        }
        calls.close = { descriptor in
            self.state.withLock { state in
                state.log.append("close \(Self.name(descriptor, in: state))")
                state.names[descriptor] = nil
            }
            return live.close(descriptor)
        }
        calls.rename = { from, to in
            self.note { _ in "rename \(Self.role(of: from)) -> \(Self.role(of: to))" }
            return live.rename(from, to)
        }
        calls.unlink = { path in
            self.note { _ in "unlink \(Self.role(of: path))" }
            return live.unlink(path)
        }
        calls.flock = { descriptor, operation in
            if self.interrupts(.flock) { return -1 }
            self.note { _ in operation == LOCK_UN ? "flock unlock" : "flock lock" }
            return live.flock(descriptor, operation)
        }
        return calls
    }

    private func note(_ entry: (State) -> String) {
        state.withLock { state in state.log.append(entry(state)) }
    }

    private func interrupts(_ kind: Interruptible) -> Bool {
        let interrupted = state.withLock { state in
            guard state.pendingInterruptions.remove(kind) != nil else { return false }
            state.log.append("interrupted \(kind)")
            return true
        }
        if interrupted { errno = EINTR }
        return interrupted
    }

    private static func name(_ descriptor: Int32, in state: State) -> String {
        state.names[descriptor] ?? "descriptor \(descriptor)"
    }

    /// `temporary` for a save's temporary file, `directory` for the store's folder, else the file's name.
    private static func role(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasPrefix(".feature-graph-saving.") { return "temporary" }
        if !name.contains(".") { return "directory" }
        return name
    }
}

import Foundation
import Persistence

/// The system's own calls, each also written down in a log the test reads — `open temporary`,
/// `fsync temporary`, `rename temporary -> note.json`, `flock unlock` — with the files named by their
/// role, so a test can check the order a save makes them in. `interrupt` makes the first call of a kind
/// fail with EINTR, as a signal arriving mid-call does.
final class RecordingSystemCalls {
    /// A kind of call that can be interrupted.
    enum Interruptible: Hashable {
        case read, write, flock
    }

    private(set) var log: [String] = []
    /// How many bytes `read` returned in all.
    private(set) var bytesRead = 0
    /// The most bytes one `write` takes; fewer than asked makes a short write, as a pipe or a full disk may.
    var writeLimit = Int.max
    private var pendingInterruptions: Set<Interruptible>
    private var names: [Int32: String] = [:]

    init(interrupting interrupted: Set<Interruptible> = []) {
        pendingInterruptions = interrupted
    }

    /// The calls to hand to the store.
    var calls: SystemCalls {
        let live = SystemCalls.live
        var calls = live
        calls.open = { path, flags, mode in
            let descriptor = live.open(path, flags, mode)
            let role = Self.role(of: path)
            if descriptor >= 0 { self.names[descriptor] = role }
            self.log.append("open \(role)")
            return descriptor
        }
        calls.read = { descriptor, bytes, count in
            if self.interrupts(.read) { return -1 }
            let read = live.read(descriptor, bytes, count)
            if read > 0 { self.bytesRead += read }
            return read
        }
        calls.write = { descriptor, bytes, count in
            if self.interrupts(.write) { return -1 }
            self.log.append("write \(self.name(descriptor))")
            return live.write(descriptor, bytes, min(count, self.writeLimit))
        }
        calls.fsync = { descriptor in
            self.log.append("fsync \(self.name(descriptor))")
            return live.fsync(descriptor)
        }
        calls.close = { descriptor in
            self.log.append("close \(self.name(descriptor))")
            self.names[descriptor] = nil
            return live.close(descriptor)
        }
        calls.rename = { from, to in
            self.log.append("rename \(Self.role(of: from)) -> \(Self.role(of: to))")
            return live.rename(from, to)
        }
        calls.unlink = { path in
            self.log.append("unlink \(Self.role(of: path))")
            return live.unlink(path)
        }
        calls.flock = { descriptor, operation in
            if self.interrupts(.flock) { return -1 }
            self.log.append(operation == LOCK_UN ? "flock unlock" : "flock lock")
            return live.flock(descriptor, operation)
        }
        return calls
    }

    private func interrupts(_ kind: Interruptible) -> Bool {
        guard pendingInterruptions.remove(kind) != nil else { return false }
        errno = EINTR
        log.append("interrupted \(kind)")
        return true
    }

    private func name(_ descriptor: Int32) -> String { names[descriptor] ?? "descriptor \(descriptor)" }

    /// `temporary` for a save's temporary file, `directory` for the store's folder, else the file's name.
    private static func role(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasPrefix(".feature-graph-saving.") { return "temporary" }
        if !name.contains(".") { return "directory" }
        return name
    }
}

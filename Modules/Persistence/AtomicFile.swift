import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Crash-safe replacement: a temporary file in the same directory, flushed, renamed over the target, the
/// directory flushed too, so the target holds the old bytes or the new ones; writers take turns on an advisory
/// lock on the directory's `.lock`.
enum AtomicFile {
    /// `.feature-graph-saving.<file>.<pid>.<8 hex digits>`: a name no person picks.
    private static let temporaryPrefix = ".feature-graph-saving."

    /// Replaces the file at `url`, owner-only, with what `contents` returns, given holding the lock the bytes
    /// there now (at most `limit` + 1), to merge with or refuse; `waiting` is told once if another process
    /// holds the lock.
    static func write(
        to url: URL, limit: Int, calls: SystemCalls, waiting: () -> Void = {},
        contents: (Data?) throws(StoreError) -> Data
    ) throws(StoreError) {
        let directory = url.deletingLastPathComponent()
        try withDirectoryLock(directory, savingTo: url, calls: calls, waiting: waiting) { () throws(StoreError) in
            let existing = try read(url, limit: limit, calls: calls)
            let data = try contents(existing)
            // Nothing to write: a replace that found another run's value, or a change that changed nothing.
            guard data != existing else { return }
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let padded = String(repeating: "0", count: 8 - suffix.count) + suffix
            let temporary = directory.appendingPathComponent(
                "\(temporaryPrefix)\(url.lastPathComponent).\(getpid()).\(padded)")
            let descriptor = calls.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            // A failure names the file being saved, not the temporary one a person has never seen.
            guard descriptor >= 0 else { throw failure(url) }
            do throws(StoreError) {
                defer { _ = calls.close(descriptor) }
                try writeAll(data, to: descriptor, path: url, calls: calls)
                guard calls.fsync(descriptor) == 0 else { throw failure(url) }
            } catch {
                _ = calls.unlink(temporary.path)
                throw error
            }
            guard calls.rename(temporary.path, url.path) == 0 else {
                let error = failure(url)
                _ = calls.unlink(temporary.path)
                throw error
            }
            syncDirectory(directory, calls: calls)
        }
    }

    /// Removes what crashed writers left: only names of exactly `write`'s shape, holding the lock so a live
    /// writer's file is never one.
    static func removeLeftovers(in directory: URL, calls: SystemCalls, waiting: () -> Void = {}) {
        try? withDirectoryLock(directory, savingTo: directory, calls: calls, waiting: waiting) {
            () throws(StoreError) in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names where isTemporaryName(name) {
                _ = calls.unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(temporaryPrefix) else { return false }
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1] == "json", !parts[0].isEmpty,
            !parts[2].isEmpty, parts[2].allSatisfy({ $0.isASCII && $0.isNumber }),
            parts[3].count == 8, parts[3].allSatisfy({ $0.isASCII && $0.isHexDigit })
        else { return false }
        return true
    }

    /// At most `limit` + 1 bytes of the file at `url`; `nil` when there is none. Anything but a regular file is
    /// refused without waiting on it (a named pipe would block for ever, a link lead elsewhere).
    static func read(_ url: URL, limit: Int, calls: SystemCalls) throws(StoreError) -> Data? {
        let descriptor = calls.open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0)
        guard descriptor >= 0 else {
            // Kept before `oddKind` makes a call of its own, so the reason given is the open's.
            let number = errno
            // No file, or no folder to hold one (the folder's own problem is reported on its own).
            if number == ENOENT || number == ENOTDIR { return nil }
            if let kind = oddKind(at: url) { throw StoreError(path: url.path, reason: "it is \(kind), not a file") }
            throw StoreError(path: url.path, reason: plainReason(number, reading: true))
        }
        defer { _ = calls.close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, let kind = kind(of: info.st_mode) {
            throw StoreError(path: url.path, reason: "it is \(kind), not a file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let wanted = min(buffer.count, limit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { calls.read(descriptor, $0.baseAddress, wanted) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw StoreError(path: url.path, reason: plainReason(errno, reading: true))
            }
        }
        return data
    }

    /// What the entry at `url` is when not a regular file, such as `a named pipe`.
    static func oddKind(at url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return kind(of: info.st_mode)
    }

    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFLNK: "a symbolic link"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "something other than a file"
        }
    }

    /// Runs `body` holding `directory`'s lock; a failure names `file`, the one a person tried to change.
    private static func withDirectoryLock(
        _ directory: URL, savingTo file: URL, calls: SystemCalls, waiting: () -> Void,
        _ body: () throws(StoreError) -> Void
    ) throws(StoreError) {
        let lockPath = directory.appendingPathComponent(".lock")
        let descriptor = calls.open(lockPath.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(file) }
        defer { _ = calls.close(descriptor) }
        var operation = LOCK_EX | LOCK_NB
        while calls.flock(descriptor, operation) != 0 {
            if errno == EWOULDBLOCK {  // only the first, non-blocking, attempt can fail so
                waiting()
                operation = LOCK_EX
                continue
            }
            guard errno == EINTR else { throw failure(file) }
        }
        defer { _ = calls.flock(descriptor, LOCK_UN) }
        try body()
    }

    private static func writeAll(
        _ data: Data, to descriptor: Int32, path: URL, calls: SystemCalls
    ) throws(StoreError) {
        var remaining = data[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { calls.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw failure(path)
            }
        }
    }

    /// So the rename survives a power cut; best effort, as some file systems refuse.
    private static func syncDirectory(_ directory: URL, calls: SystemCalls) {
        let descriptor = calls.open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return }
        _ = calls.fsync(descriptor)
        _ = calls.close(descriptor)
    }

    static func failure(_ url: URL) -> StoreError {
        StoreError(path: url.path, reason: plainReason(errno))
    }

    /// The error number as one plain phrase saying what to do, never a code.
    static func plainReason(_ number: Int32, reading: Bool = false) -> String {
        switch number {
        case ENOTDIR: "part of that path is a file, not a folder; choose another folder with --data-dir"
        case EACCES, EPERM:
            reading
                ? "permission denied; make the file readable, or choose another folder with --data-dir"
                : "permission denied; make the folder writable, or choose another with --data-dir"
        case EROFS: "the disk is read-only; choose another folder with --data-dir"
        case ENOSPC, EDQUOT: "the disk is full; free some space and save again"
        case ENAMETOOLONG: "the path is too long; choose a shorter folder with --data-dir"
        default: "the system refused (\(String(cString: strerror(number)).lowercased()))"
        }
    }
}

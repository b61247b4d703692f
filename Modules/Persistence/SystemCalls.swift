import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls a save makes, gathered so that a test can stand in for any of them: to record their
/// order (temporary file written, synced, renamed, directory synced, all under the lock), or to fail one
/// as a full disk or an interrupted call does. The store uses `live`, the system's own calls. `Sendable`:
/// the store makes them on its writer's thread.
package struct SystemCalls: Sendable {
    package var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
    package var read: @Sendable (_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
    package var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int
    package var fsync: @Sendable (_ descriptor: Int32) -> Int32
    package var close: @Sendable (_ descriptor: Int32) -> Int32
    package var rename: @Sendable (_ from: String, _ to: String) -> Int32
    package var unlink: @Sendable (_ path: String) -> Int32
    package var flock: @Sendable (_ descriptor: Int32, _ operation: Int32) -> Int32
    package var mkdir: @Sendable (_ path: String, _ mode: mode_t) -> Int32
    /// Whether this process may do `mode` (`W_OK | X_OK`) at `path`: 0 when it may.
    package var access: @Sendable (_ path: String, _ mode: Int32) -> Int32

    package static var live: SystemCalls {
        SystemCalls(
            open: { path, flags, mode in systemOpen(path, flags, mode) },
            read: { descriptor, bytes, count in systemRead(descriptor, bytes, count) },
            write: { descriptor, bytes, count in systemWrite(descriptor, bytes, count) },
            fsync: { descriptor in systemFsync(descriptor) },
            close: { descriptor in systemClose(descriptor) },
            rename: { from, to in systemRename(from, to) },
            unlink: { path in systemUnlink(path) },
            flock: { descriptor, operation in systemFlock(descriptor, operation) },
            mkdir: { path, mode in systemMkdir(path, mode) },
            access: { path, mode in systemAccess(path, mode) }
        )
    }
}

// The system's calls, named apart from `SystemCalls`' members and `AtomicFile`'s functions so that each
// call is unambiguous.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
private func systemFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
private func systemFlock(_ descriptor: Int32, _ operation: Int32) -> Int32 { flock(descriptor, operation) }
private func systemMkdir(_ path: String, _ mode: mode_t) -> Int32 { mkdir(path, mode) }
private func systemAccess(_ path: String, _ mode: Int32) -> Int32 { access(path, mode) }

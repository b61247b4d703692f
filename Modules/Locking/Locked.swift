import Foundation
import Synchronization

/// A value shared across threads, changed only under a lock: `Mutex`'s closure API, seen by
/// ThreadSanitizer.
///
/// Swift's `Mutex` alone would do for the compiler, which checks that the value is only reached inside
/// `withLock`; but on Linux its lock is a futex in code the sanitizer does not instrument, so two threads
/// that take turns under it are reported as racing. The `NSLock` around it is a pthread mutex, whose
/// lock and unlock the sanitizer intercepts: it orders the turns, and a race anywhere else is still found.
/// Taking two locks instead of one costs some 50 ns a call, paid only where threads meet.
public final class Locked<Value: ~Copyable>: Sendable {
    @usableFromInline let order = NSLock()
    @usableFromInline let value: Mutex<Value>

    public init(_ value: consuming sending Value) {
        self.value = Mutex(value)
    }

    /// Runs `body` with the value, under the lock.
    // Inlinable, as `Mutex.withLock` is: called across modules, a generic function would look up its
    // types at run time on every call.
    @inlinable
    public func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        order.lock()
        defer { order.unlock() }
        return try value.withLock(body)
    }
}

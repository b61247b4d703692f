import Locking

/// A value a test and the store's writer thread both reach: what a stand-in system call counts or
/// remembers, read back by the test.
public final class Shared<Value: Sendable>: Sendable {
    private let stored: Locked<Value>

    public init(_ value: Value) {
        stored = Locked(value)
    }

    public var value: Value {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    public func change<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        stored.withLock { body(&$0) }
    }
}

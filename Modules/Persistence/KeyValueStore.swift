/// A store of `Codable` values under typed keys, on the main actor. A value written is in force at once and
/// written in the background, in order, `completion` told on the writer's thread how it went: the main actor
/// never waits. Features never see it, only the storage protocols the App adapts it to.
///
/// Two ways to write, and neither loses what another run wrote between a read and a write. `update` applies
/// a change to what is stored when the write comes, under the lock between writers: an addition stays an
/// addition. `replace` writes a whole value computed from a read, naming that read (`read(_:)`), and writes
/// nothing if another run stored something else since: the caller is told, and shows what is stored now.
@MainActor
public protocol KeyValueStore: AnyObject {
    /// `nil` when there is none, or it could not be read (said once, the data kept aside).
    func value<Value>(for key: StoreKey<Value>) -> Value?

    /// Applies `change` to what is stored when its write comes (or to `defaultValue`), in one step no other
    /// writer comes between, so two runs changing one value both keep their change; in force at once. For a
    /// change of what it is handed (`$0.append(item)`); a whole value computed from a read is a `replace`.
    func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, StoreError>) -> Void)

    /// Writes `value` in place of what `read` read, if that is still what is stored when the write comes (or
    /// nothing readable is, or `value` itself); otherwise writes nothing and tells `completion` the value
    /// stored, which is in force from then on. `value` is in force at once, as every write's is.
    func replace<Value>(
        _ read: StoreRead<Value>, with value: Value,
        completion: @escaping @Sendable (Result<Replacement<Value>, StoreError>) -> Void)

    func flush() async

    /// Whether a write asked for has not ended yet.
    var isWriting: Bool { get }
}

/// A store that also writes a whole value without reading what is stored: for the package's tests and
/// benchmarks, which set a stored state up; never handed to an adapter.
@MainActor
package protocol WholeValueStore: KeyValueStore {
    /// Puts `value` in force for the session, even if writing it fails, and writes it over what is stored.
    func save<Value>(
        _ value: Value, for key: StoreKey<Value>,
        completion: @escaping @Sendable (Result<Void, StoreError>) -> Void)
}

extension WholeValueStore {
    /// `save(_:for:completion:)`, returning once the value is written.
    package func save<Value>(_ value: Value, for key: StoreKey<Value>) async throws(StoreError) {
        let result = await withCheckedContinuation { written in
            save(value, for: key) { written.resume(returning: $0) }
        }
        try result.get()
    }
}

extension KeyValueStore {
    /// What is stored under `key` now, with the version a write computed from it names.
    public func read<Value>(_ key: StoreKey<Value>) -> StoreRead<Value> {
        StoreRead(value(for: key), for: key)
    }

    /// `replace(_:with:completion:)`, returning once the write ends.
    public func replace<Value>(_ read: StoreRead<Value>, with value: Value) async throws(StoreError)
        -> Replacement<Value>
    {
        let result = await withCheckedContinuation { written in
            replace(read, with: value) { written.resume(returning: $0) }
        }
        return try result.get()
    }

    /// `update(_:default:_:completion:)`, returning the value stored once it is written.
    public func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void
    ) async throws(StoreError) -> Value {
        let result = await withCheckedContinuation { written in
            update(key, default: defaultValue, change) { written.resume(returning: $0) }
        }
        return try result.get()
    }
}

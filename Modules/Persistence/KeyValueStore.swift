/// A store of `Codable` values under typed keys, on the main actor like the models that use it. Reading
/// answers at once. Writing never makes the main actor wait — not for the disk, not for another process
/// saving in the same folder: the value is in force at once and written in the background, each write
/// after those asked for before it, and `completion` is told, on the writer's thread, how it went. The
/// App reads and writes through it; features never see it, only the narrow storage protocols the App
/// adapts it to.
@MainActor
public protocol KeyValueStore: AnyObject {
    /// The value stored under `key`, or `nil` when there is none or it could not be read (the store says
    /// so once and keeps the unreadable data aside; it never deletes it).
    func value<Value>(for key: StoreKey<Value>) -> Value?

    /// Puts `value` in force under `key` — `value(for:)` returns it for the rest of the session, even if
    /// writing it down fails — and writes it; `completion` is told once it is written, or why it is not.
    func save<Value>(
        _ value: Value, for key: StoreKey<Value>,
        completion: @escaping @Sendable (Result<Void, StoreError>) -> Void)

    /// Applies `change` to the value stored under `key` when its write comes (or to `defaultValue` when
    /// there is none) and stores the result, in one step no other writer can come between, so that two
    /// runs changing different parts of one value both keep their change; `completion` is told the value
    /// then stored. The change is in force in this session at once, applied to the value it knows.
    func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, StoreError>) -> Void)

    /// Returns once every write asked for before it has ended.
    func flush() async

    /// Whether a write asked for has not ended yet.
    var isWriting: Bool { get }
}

extension KeyValueStore {
    /// `save(_:for:completion:)`, returning once the value is written.
    public func save<Value>(_ value: Value, for key: StoreKey<Value>) async throws(StoreError) {
        let result = await withCheckedContinuation { written in
            save(value, for: key) { written.resume(returning: $0) }
        }
        try result.get()
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

/// A store of `Codable` values under typed keys. The App reads and writes through it; features never see
/// it, only the narrow storage protocols the App adapts it to.
public protocol KeyValueStore: AnyObject {
    /// The value stored under `key`, or `nil` when there is none or it could not be read (the store says
    /// so once and keeps the unreadable data aside; it never deletes it).
    func value<Value>(for key: StoreKey<Value>) -> Value?

    /// Stores `value` under `key`. Afterwards `value(for:)` returns it, for the rest of the session, even
    /// when writing it down failed and this threw.
    func save<Value>(_ value: Value, for key: StoreKey<Value>) throws(StoreError)

    /// Applies `change` to the value stored under `key` now (or to `defaultValue` when there is none) and
    /// stores the result, in one step no other writer can come between, so that two runs changing
    /// different parts of one value both keep their change. Returns the value now stored.
    func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping (inout Value) -> Void
    ) throws(StoreError) -> Value
}

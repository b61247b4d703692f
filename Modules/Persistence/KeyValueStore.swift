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
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: (inout Value) -> Void
    ) throws(StoreError) -> Value
}

/// Why a value could not be written down; its description is one line a user can act on.
public struct StoreError: Error, Equatable, CustomStringConvertible {
    /// The file or directory that could not be written.
    public let path: String
    /// What the system said, such as `Permission denied`.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `Could not save to /path: Permission denied`.
    public var description: String { "Could not save to \(path): \(reason)" }
}

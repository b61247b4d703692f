import Foundation

/// A store that keeps encoded values in memory: for tests and benchmarks, and for any run that must leave
/// no files behind. Values go through the same envelope as on disk, so encoding problems show here too.
public final class InMemoryKeyValueStore: KeyValueStore {
    private var stored: [String: Data] = [:]

    public init() {}

    public func value<Value>(for key: StoreKey<Value>) -> Value? {
        guard let data = stored[key.name] else { return nil }
        return try? StoredEnvelope.decode(data, for: key)
    }

    public func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping (inout Value) -> Void
    ) throws(StoreError) -> Value {
        var value = value(for: key) ?? defaultValue
        change(&value)
        try save(value, for: key)
        return value
    }

    public func save<Value>(_ value: Value, for key: StoreKey<Value>) throws(StoreError) {
        do {
            stored[key.name] = try StoredEnvelope.encode(value, for: key)
        } catch {
            throw StoreError(path: key.name, reason: "the value could not be encoded")
        }
    }
}

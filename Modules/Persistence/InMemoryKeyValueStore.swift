import Foundation

/// A store that keeps encoded values in memory: for tests and benchmarks, and for any run that must leave
/// no files behind. Values go through the same envelope as on disk, so encoding problems show here too;
/// a write ends before the call that asks for it returns.
public final class InMemoryKeyValueStore: WholeValueStore {
    private var stored: [String: Data] = [:]

    public init() {}

    public func value<Value>(for key: StoreKey<Value>) -> Value? {
        guard let data = stored[key.name] else { return nil }
        return try? StoredEnvelope.decode(data, for: key)
    }

    package func save<Value>(
        _ value: Value, for key: StoreKey<Value>, completion: @escaping @Sendable (Result<Void, StoreError>) -> Void
    ) {
        completion(store(value, for: key).map { _ in })
    }

    public func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, StoreError>) -> Void
    ) {
        var value = value(for: key) ?? defaultValue
        change(&value)
        completion(store(value, for: key))
    }

    public func replace<Value>(
        _ read: StoreRead<Value>, with value: Value,
        completion: @escaping @Sendable (Result<Replacement<Value>, StoreError>) -> Void
    ) {
        let now = self.read(read.key)
        if let stored = now.value, now.isLost(replacing: read, with: StoreRead(value, for: read.key).version) {
            return completion(.success(.changedElsewhere(stored)))
        }
        completion(store(value, for: read.key).map { _ in .written })
    }

    public func flush() async {}

    public var isWriting: Bool { false }

    private func store<Value>(_ value: Value, for key: StoreKey<Value>) -> Result<Value, StoreError> {
        guard let data = try? StoredEnvelope.encode(value, for: key) else {
            return .failure(StoreError(path: key.name, reason: "the value could not be encoded"))
        }
        stored[key.name] = data
        return .success(value)
    }
}

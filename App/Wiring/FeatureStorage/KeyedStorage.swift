import Persistence
import TerminalScreen

/// One value under one key of the app's store: the adapter that meets each feature's storage protocol,
/// which the feature's wiring adopts for its own value type (`extension KeyedStorage: @retroactive QuoteStorage
/// where Value == Quote {}`: a wiring is built without the package's access, so the type and the protocol are
/// another's to it, and the one place that knows both says so). Features declare `load()` and `save(_:)` for their own value type; the wiring names
/// the key, and the features know nothing of files, keys or schema versions. The store writes in the
/// background; the `Saving` each save returns tells the feature how it went. A save replaces the value whole,
/// under the store's lock: for a value a person edits whole. A collection one adds to is changed with the
/// store's `update`, on what is stored when the write comes (as `new-feature`'s list does).
@MainActor
public struct KeyedStorage<Value: Codable & Sendable> {
    public let store: any KeyValueStore
    public let key: StoreKey<Value>

    public init(store: any KeyValueStore, key: StoreKey<Value>) {
        self.store = store
        self.key = key
    }

    public func load() -> Value? { store.value(for: key) }

    public func save(_ value: Value) -> Saving {
        .of { store.update(key, default: value, { $0 = value }, completion: $0) }
    }
}

extension Saving {
    /// The `Saving` of a store's write: `write` starts it, handing the store the completion that tells the
    /// outcome, a failure in the store's own words.
    public static func of<Stored>(
        _ write: (_ completion: @escaping @Sendable (Result<Stored, StoreError>) -> Void) -> Void
    ) -> Saving {
        let saving = Saving()
        write { result in
            switch result {
            case .success: saving.resolve(.saved)
            case .failure(let error): saving.resolve(.kept(because: error))
            }
        }
        return saving
    }
}

import Persistence
import TerminalScreen

/// One value under one key of the app's store: the adapter that meets each feature's storage protocol,
/// which the feature's wiring adopts for its own value type (`extension KeyedStorage: @retroactive QuoteStorage
/// where Value == Quote {}`: a wiring is built without the package's access, so the type and the protocol are
/// another's to it, and the one place that knows both says so). Features declare `load()` and
/// `save(_:changedElsewhere:)` for their own value type; the wiring names the key, and the features know
/// nothing of files, keys or schema versions. The store writes in the background; the `Saving` each save
/// returns tells the feature how it went.
///
/// A save is for a value a person edits whole, and it is computed from the value loaded (or saved) last: it
/// goes through the store's `replace`, naming that read, so a value another run saved in between is never
/// written over; the feature is handed it instead. A collection one adds to is changed with the store's
/// `update`, on what is stored when the write comes (as `new-feature`'s list does).
@MainActor
public final class KeyedStorage<Value: Codable & Sendable> {
    public let store: any KeyValueStore
    public let key: StoreKey<Value>
    /// The value as this run loaded or saved it last: the read the next save names.
    private lazy var basis = store.read(key)

    public init(store: any KeyValueStore, key: StoreKey<Value>) {
        self.store = store
        self.key = key
    }

    public func load() -> Value? {
        basis = store.read(key)
        return basis.value
    }

    public func save(_ value: Value, changedElsewhere adopt: @escaping @MainActor (Value) -> Void) -> Saving {
        let saving = Saving()
        store.replace(basis, with: value) { result in
            switch result {
            case .success(.written): saving.resolve(.saved)
            case .success(.changedElsewhere(let stored)):
                // The feature takes the stored value before the notice is told, so the screen after it shows it.
                Task { @MainActor in
                    self.basis = self.store.read(self.key)
                    adopt(stored)
                    saving.resolve(.changedElsewhere)
                }
            case .failure(let error): saving.resolve(.kept(because: error))
            }
        }
        basis = store.read(key)
        return saving
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

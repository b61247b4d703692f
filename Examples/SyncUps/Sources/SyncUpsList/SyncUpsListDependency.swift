import Composition
import SyncUpModel
import TerminalScreen

/// What the list of sync-ups needs and cannot make itself: where the sync-ups are kept, and the two features it
/// opens.
@MainActor
public protocol SyncUpsListDependency {
    var storage: any SyncUpsStorage { get }
    /// Sync-ups → a sync-up's detail, navigation: the detail of the sync-up of that number.
    func detail(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpsListComponent>
    /// Sync-ups → the form, navigation: a new sync-up's form.
    var newSyncUpForm: AnyDestination<SyncUpsListComponent> { get }
}

/// The stored sync-ups, as the list reads and changes them.
@MainActor
public protocol SyncUpsStorage {
    /// What is stored; `nil` when nothing is yet (a fresh data directory).
    func load() -> [SyncUp]?
    /// Writes `change` on what is stored when the write comes; `stored` is handed the sync-ups stored then,
    /// which another run may have changed too.
    func write(_ change: SyncUpChange, stored: @escaping @MainActor ([SyncUp]) -> Void) -> Saving
}

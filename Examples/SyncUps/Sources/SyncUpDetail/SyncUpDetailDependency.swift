import Composition
import SyncUpModel
import TerminalScreen

/// What a sync-up's detail needs: the sync-ups, and the two features it opens for one of them.
@MainActor
public protocol SyncUpDetailDependency {
    /// A sync-up's detail → the list, data: the sync-ups as the list keeps them.
    var records: any SyncUpRecords { get }
    /// A sync-up's detail → the form, navigation: the form editing the sync-up of that number.
    func editForm(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>
    /// A sync-up's detail → the meeting's recorder, navigation: a meeting of the sync-up of that number.
    func recording(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>
}

/// The sync-ups, as a detail reads them and deletes one.
@MainActor
public protocol SyncUpRecords {
    /// The sync-up of that number, read again each time (Observation follows it); `nil` once deleted.
    func syncUp(_ id: SyncUp.ID) -> SyncUp?
    /// Deletes the sync-up of that number; the notice says when it is written.
    func delete(_ id: SyncUp.ID, titled title: String) -> Notice
}

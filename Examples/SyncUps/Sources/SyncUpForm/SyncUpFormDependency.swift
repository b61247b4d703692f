import SyncUpModel
import TerminalScreen

/// What the form needs: the sync-ups, to start from the one it edits and to keep what it makes.
@MainActor
public protocol SyncUpFormDependency {
    /// The form → the list, data: the sync-ups as the list keeps them.
    var drafts: any SyncUpDrafts { get }
}

/// The sync-ups, as the form reads one and keeps a new or edited one.
@MainActor
public protocol SyncUpDrafts {
    func syncUp(_ id: SyncUp.ID) -> SyncUp?
    /// Keeps `syncUp`, new (its number is given then) or edited; the notice says when it is written.
    func keep(_ syncUp: SyncUp, new: Bool) -> Notice
}

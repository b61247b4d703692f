import SyncUpModel
import TerminalScreen

/// Where a sync-up's detail leads, each for one sync-up: `syncups/2`, `syncups/2/meetings/1`, `syncups/2/record`.
public enum SyncUpDetailDestination: Destination {
    case syncUp(SyncUp.ID)
    case meetings(SyncUp.ID)
    case meeting(Meeting.ID, of: SyncUp.ID)
    case edit(SyncUp.ID)
    case record(SyncUp.ID)
    case delete(SyncUp.ID)

    public var segment: String {
        switch self {
        case .syncUp(let id): "\(id)"
        case .meetings: "meetings"
        case .meeting(let id, _): "\(id)"
        case .edit: "edit"
        case .record: "record"
        case .delete: "delete"
        }
    }

    /// A sync-up's detail is a flow: deleting the sync-up closes it, back to what opened it.
    public var startsFlow: Bool {
        if case .syncUp = self { true } else { false }
    }

    /// A detail opens on a sync-up only, which it is handed: none is named by a segment alone.
    public static var all: [SyncUpDetailDestination] { [] }
}

import SyncUpModel
import TerminalScreen

/// Where the list leads: itself, a sync-up by its number (`syncups/2`), a new sync-up's form.
public enum SyncUpsListDestination: Destination {
    case syncUps
    case syncUp(SyncUp.ID)
    case new

    public var segment: String {
        switch self {
        case .syncUps: "syncups"
        case .syncUp(let id): "\(id)"
        case .new: "new"
        }
    }

    /// A sync-up's detail is a flow: deleting the sync-up closes it back to the list.
    public var startsFlow: Bool {
        if case .syncUp = self { true } else { false }
    }

    public static var all: [SyncUpsListDestination] { [.syncUps, .new] }
}

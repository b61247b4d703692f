import SyncUpModel
import TerminalScreen

/// The form, for a new sync-up or for the one of a number: `syncups/new`, `syncups/2/edit`.
public enum SyncUpFormDestination: Destination {
    case new
    case edit(SyncUp.ID)

    public var segment: String {
        switch self {
        case .new: "new"
        case .edit: "edit"
        }
    }

    public static var all: [SyncUpFormDestination] { [.new] }
}

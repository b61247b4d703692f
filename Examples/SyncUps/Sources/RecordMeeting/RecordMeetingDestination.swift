import SyncUpModel
import TerminalScreen

/// A meeting of the sync-up of a number: `syncups/2/record`.
public enum RecordMeetingDestination: Destination {
    case record(SyncUp.ID)

    public var segment: String { "record" }

    /// A meeting is recorded for a sync-up only, which the recorder is handed: none is named by a segment alone.
    public static var all: [RecordMeetingDestination] { [] }
}

import SyncUpModel
import TerminalScreen

/// A sync-up: its length, its attendees and each one's share, how many meetings were held, and what to do.
@MainActor
final class SyncUpDetailScreen: Screen {
    let feature = "SyncUpDetail"
    private let id: SyncUp.ID
    private let syncUp: ObservedContent<SyncUp?>

    init(id: SyncUp.ID, records: any SyncUpRecords) {
        self.id = id
        syncUp = ObservedContent { records.syncUp(id) }
    }

    var title: String { syncUp.value?.title ?? "Sync-up \(id)" }

    var content: [String] {
        guard let syncUp = syncUp.value else { return ["Sync-up \(id) was deleted."] }
        return [
            "\(syncUp.minutes) min · \(SyncUpText.attendees(syncUp.attendees.count)), "
                + "\(SyncUpText.clock(syncUp.secondsPerAttendee)) each",
            "Attendees: " + syncUp.attendees.map(\.name).joined(separator: ", "),
            "Meetings held: \(syncUp.meetings.count)",
        ]
    }

    var request: ScreenRequest {
        guard syncUp.value != nil else { return .choices([]) }
        return .choices([
            ScreenChoice("1", "Start a meeting", opening: SyncUpDetailDestination.record(id)),
            ScreenChoice("2", "Edit", opening: SyncUpDetailDestination.edit(id)),
            ScreenChoice("3", "Past meetings", opening: SyncUpDetailDestination.meetings(id)),
            ScreenChoice("4", "Delete", opening: SyncUpDetailDestination.delete(id)),
        ])
    }
}

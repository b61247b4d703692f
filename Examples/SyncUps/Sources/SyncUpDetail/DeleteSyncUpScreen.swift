import SyncUpModel
import TerminalScreen

/// Asks before a sync-up is deleted, with its meetings: `yes` deletes it and goes back to the list.
@MainActor
final class DeleteSyncUpScreen: Screen {
    let title = "Delete the sync-up"
    let feature = "SyncUpDetail"
    private let id: SyncUp.ID
    private let records: any SyncUpRecords

    init(id: SyncUp.ID, records: any SyncUpRecords) {
        (self.id, self.records) = (id, records)
    }

    var content: [String] {
        guard let syncUp = records.syncUp(id) else { return ["Sync-up \(id) was deleted."] }
        return ["Deleting it deletes its \(syncUp.meetings.count) meeting(s) too; it cannot be undone."]
    }

    var request: ScreenRequest {
        .prompt("Type yes to delete it (Enter keeps it)") { [self] line in
            switch PromptLine(line) {
            case .value(let answer) where PromptLine.key(answer) == "yes":
                guard let syncUp = records.syncUp(id) else { return .closeFlow(notice: "It was deleted already.") }
                return .closeFlow(notice: records.delete(id, titled: syncUp.title))
            case .value: return .stay(notice: "Type yes to delete it, or Enter to keep it.")
            case .keep, .back, .cancel: return .close(notice: "Kept.")
            }
        }
    }
}

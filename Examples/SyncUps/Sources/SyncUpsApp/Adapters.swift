import Composition
import Persistence
import RecordMeeting
import SyncUpDetail
import SyncUpForm
import SyncUpModel
import SyncUpsList
import TerminalMenu
import TerminalScreen

/// A detail, the form and the recorder → the list, data: each feature's protocol met by the list's book, which
/// only the App knows beside them. Each read is a use of the crossing.
@MainActor
struct BookRecords: SyncUpRecords, SyncUpDrafts, MeetingArchive {
    let book: Reach<SyncUpsListComponent>

    func syncUp(_ id: SyncUp.ID) -> SyncUp? { book.syncUps.first { $0.id == id } }

    func delete(_ id: SyncUp.ID, titled title: String) -> Notice {
        book[dynamicMember: \.self].make(.delete(id), saying: "Deleted \(title)").notice
    }

    func keep(_ syncUp: SyncUp, new: Bool) -> Notice {
        book[dynamicMember: \.self].make(new ? .add(syncUp) : .edit(syncUp), saying: "Kept \(syncUp.title)").notice
    }

    func keep(_ meeting: Meeting, of id: SyncUp.ID) -> Notice {
        let said = meeting.transcript.count
        return book[dynamicMember: \.self].make(
            .addMeeting(meeting, to: id), saying: "Kept the meeting, \(said) line(s) said"
        ).notice
    }
}

/// The sync-ups under one key of the store, each change made with the store's `update`, on what is stored when
/// the write comes: another run's change is kept, and the list is handed what is stored then.
@MainActor
struct StoredSyncUpsStorage: SyncUpsStorage {
    let store: any KeyValueStore
    let key: StoreKey<StoredSyncUps>

    func load() -> [SyncUp]? { store.value(for: key)?.syncUps }

    func write(_ change: SyncUpChange, stored: @escaping @MainActor ([SyncUp]) -> Void) -> Saving {
        let saving = Saving()
        store.update(key, default: StoredSyncUps([.sample]), { change.apply(to: &$0.syncUps) }) { result in
            switch result {
            case .success(let written):
                Task { @MainActor in
                    stored(written.syncUps)
                    saving.resolve(.saved)
                }
            case .failure(let error): saving.resolve(.kept(because: error))
            }
        }
        return saving
    }
}

/// A meeting's announcements, as notices of the menu.
struct MenuAnnouncements: MeetingAnnouncements {
    let events: MenuEvents

    func announce(_ line: String) { events.post(.notice(line)) }
}

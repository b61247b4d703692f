import Composition
import Foundation
import Persistence
import RecordMeeting
import SyncUpDetail
import SyncUpForm
import SyncUpModel
import SyncUpsList
import TerminalMenu
import TerminalScreen

// syncups-list-wiring: begin
/// The list's needs: the sync-ups stored under one key, and a way to each sync-up's detail and to the form.
@MainActor
struct SyncUpsListWiring: SyncUpsListDependency {
    static let storageKey = StoreKey<StoredSyncUps>("sync-ups")

    let storage: any SyncUpsStorage
    private let details: @MainActor (SyncUp.ID) -> AnyDestination<SyncUpsListComponent>
    let newSyncUpForm: AnyDestination<SyncUpsListComponent>

    init(
        store: any KeyValueStore, details: consuming NavigationCrossing<SyncUpDetailComponent, SyncUpsListComponent>,
        form: consuming NavigationCrossing<SyncUpFormComponent, SyncUpsListComponent>
    ) {
        storage = StoredSyncUpsStorage(store: store, key: Self.storageKey)
        self.details = details.destinations { .syncUp($0) }
        newSyncUpForm = form.destination(.new)
    }

    func detail(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpsListComponent> { details(syncUp) }
}
// syncups-list-wiring: end

/// A detail's needs: the sync-ups the list keeps, and a way to the form and the recorder for a sync-up.
@MainActor
struct SyncUpDetailWiring: SyncUpDetailDependency {
    let records: any SyncUpRecords
    private let forms: @MainActor (SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>
    private let recordings: @MainActor (SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>

    init(
        records: consuming DataCrossing<SyncUpsListComponent, SyncUpDetailComponent>,
        form: consuming NavigationCrossing<SyncUpFormComponent, SyncUpDetailComponent>,
        recorder: consuming NavigationCrossing<RecordMeetingComponent, SyncUpDetailComponent>
    ) {
        self.records = records.reading(as: (any SyncUpRecords).self, BookRecords.init)
        forms = form.destinations { .edit($0) }
        recordings = recorder.destinations { .record($0) }
    }

    func editForm(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> { forms(syncUp) }
    func recording(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> { recordings(syncUp) }
}

/// The form's needs: the sync-ups the list keeps.
@MainActor
struct SyncUpFormWiring: SyncUpFormDependency {
    let drafts: any SyncUpDrafts

    init(drafts: consuming DataCrossing<SyncUpsListComponent, SyncUpFormComponent>) {
        self.drafts = drafts.reading(as: (any SyncUpDrafts).self, BookRecords.init)
    }
}

/// The recorder's needs: the sync-ups the list keeps, the clock and the date, and the menu's notices.
@MainActor
struct RecordMeetingWiring: RecordMeetingDependency {
    let archive: any MeetingArchive
    let clock: any Clock<Duration>
    private let date: @Sendable () -> Date
    let announcements: any MeetingAnnouncements

    init(outside: SyncUpsOutside, archive: consuming DataCrossing<SyncUpsListComponent, RecordMeetingComponent>) {
        self.archive = archive.reading(as: (any MeetingArchive).self, BookRecords.init)
        clock = outside.clock
        date = outside.today
        announcements = MenuAnnouncements(events: outside.events)
    }

    var today: Date { date() }
}

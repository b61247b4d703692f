import Composition
import Core
import RecordMeeting
import SyncUpDetail
import SyncUpForm
import SyncUpsList

/// The app's root: each feature declared once, its wiring made from what the root lends it, and the main menu.
/// The list is kept for the run and read by the three others; a detail, a form and a meeting are visits.
@MainActor
final class SyncUpsRoot: BootstrapComponent, FeatureRoot {
    // syncups-root: begin
    let outside: SyncUpsOutside

    let syncUps: Feature<SyncUpsListComponent> = Feature {
        SyncUpsListWiring(store: $0.outside.store, details: $0.opening(\.detail), form: $0.opening(\.form))
    }
    let detail: Feature<SyncUpDetailComponent> = Feature {
        SyncUpDetailWiring(records: $0.reading(\.syncUps), form: $0.opening(\.form), recorder: $0.opening(\.recorder))
    }
    let form: Feature<SyncUpFormComponent> = Feature { SyncUpFormWiring(drafts: $0.reading(\.syncUps)) }
    let recorder: Feature<RecordMeetingComponent> = Feature {
        RecordMeetingWiring(outside: $0.outside, archive: $0.reading(\.syncUps))
    }

    let mainMenu = MainMenu<SyncUpsRoot>("SyncUps", entries: [.init("1", "Sync-ups", opening: \.syncUps)])
    // syncups-root: end

    init(outside: SyncUpsOutside) {
        self.outside = outside
        super.init(name: "Root")
    }
}

import SyncUpModel
import TerminalScreen

/// The sync-ups, each a choice keyed by its number, which opens its detail; `a` adds one.
@MainActor
final class SyncUpsListScreen: Screen {
    let title = "Sync-ups"
    let feature = "SyncUpsList"
    private let lines: ObservedContent<[SyncUp]>

    init(book: SyncUpsBook) {
        lines = ObservedContent { book.syncUps }
    }

    var content: [String] {
        lines.value.isEmpty ? ["No sync-ups yet: a adds one."] : []
    }

    var request: ScreenRequest {
        .choices(
            lines.value.map { syncUp in
                ScreenChoice(
                    "\(syncUp.id)",
                    "\(syncUp.title) · \(SyncUpText.attendees(syncUp.attendees.count)) · \(syncUp.minutes) min",
                    opening: SyncUpsListDestination.syncUp(syncUp.id))
            } + [ScreenChoice("a", "Add a sync-up", opening: SyncUpsListDestination.new)])
    }
}

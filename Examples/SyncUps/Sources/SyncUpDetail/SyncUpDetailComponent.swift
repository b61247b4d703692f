import Composition
import Core
import SyncUpModel

/// One sync-up's detail, made per visit: from its screen to the last of its meetings' screens closed.
public final class SyncUpDetailComponent: FeatureComponent<any SyncUpDetailDependency, MadePerVisit>,
    DestinationScreens
{
    /// The sync-up a main menu would open it at, which only the detail run alone does: the first.
    public static var start: SyncUpDetailDestination { .syncUp(1) }

    public func arrival(at destination: SyncUpDetailDestination) -> Arrival<SyncUpDetailComponent> {
        let records = dependency.records
        return switch destination {
        case .syncUp(let id): .screen(factory { SyncUpDetailScreen(id: id, records: records) })
        case .meetings(let id): .screen(factory { MeetingsScreen(syncUp: id, records: records) })
        case .meeting(let meeting, let id): .screen(factory { MeetingScreen(meeting, of: id, records: records) })
        case .delete(let id): .screen(factory { DeleteSyncUpScreen(id: id, records: records) })
        case .edit(let id): .route(dependency.editForm(of: id))
        case .record(let id): .route(dependency.recording(of: id))
        }
    }
}

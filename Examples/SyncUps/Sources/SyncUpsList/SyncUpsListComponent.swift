import Composition
import Core
import SyncUpModel

/// The list of sync-ups, kept for the run: the one `SyncUpsBook` every feature reads through a data crossing.
public final class SyncUpsListComponent: FeatureComponent<any SyncUpsListDependency, KeptForTheRun>,
    DestinationScreens, ReadableComponent
{
    public static var start: SyncUpsListDestination { .syncUps }

    public private(set) lazy var book: SyncUpsBook = shared { SyncUpsBook(storage: dependency.storage) }

    public var readable: SyncUpsBook { book }

    public func arrival(at destination: SyncUpsListDestination) -> Arrival<SyncUpsListComponent> {
        switch destination {
        case .syncUps: .screen(factory { SyncUpsListScreen(book: book) })
        case .syncUp(let id): .route(dependency.detail(of: id))
        case .new: .route(dependency.newSyncUpForm)
        }
    }
}

import Composition
import Core
import SyncUpModel
import TerminalScreen

/// The form, made per visit: its answers live as long as its screen.
public final class SyncUpFormComponent: FeatureComponent<any SyncUpFormDependency, MadePerVisit>, DestinationScreens {
    public static var start: SyncUpFormDestination { .new }

    public func arrival(at destination: SyncUpFormDestination) -> Arrival<SyncUpFormComponent> {
        let drafts = dependency.drafts
        return switch destination {
        case .new: .screen(factory { SyncUpFormScreen(editing: nil, drafts: drafts) })
        case .edit(let id):
            if let syncUp = drafts.syncUp(id) {
                .screen(factory { SyncUpFormScreen(editing: syncUp, drafts: drafts) })
            } else {
                .screen(factory { NoSyncUpToEditScreen(id: id) })
            }
        }
    }
}

@MainActor
private final class NoSyncUpToEditScreen: Screen {
    let title = "No sync-up"
    let feature = "SyncUpForm"
    let content: [String]
    let request = ScreenRequest.choices([])

    init(id: SyncUp.ID) {
        content = ["There is no sync-up \(id) to edit."]
    }
}

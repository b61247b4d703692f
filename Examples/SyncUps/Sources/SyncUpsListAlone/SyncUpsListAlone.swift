import FeatureAlone
import FeatureFakes
import Foundation
import SyncUpsList
import SyncUpsListFakes
import TerminalMenu

/// `sync-ups-list-alone`: the list over its fakes, the sync-ups kept in memory for the run, a sync-up's detail and
/// the form as placeholders. It builds the list, the menu front and the fakes, and no other feature.
@main
enum SyncUpsListAlone {
    static func main() async {
        let fakes = SyncUpsListFakes(reporting: .standardError)
        fakes.storage = FakeSyncUpsStorage()
        fakes.detail = { [detail = fakes.detailPlaceholder] _ in detail.route }
        fakes.newSyncUpForm = fakes.formPlaceholder.route
        let root = OneFeatureRoot<SyncUpsListComponent>("Sync-ups alone", entry: "Sync-ups", fakes: fakes)
        let status = await FeatureAlone.run(
            root, command: "sync-ups-list-alone", first: "syncups", arguments: Array(CommandLine.arguments.dropFirst()),
            events: MenuEvents())
        exit(status)
    }
}

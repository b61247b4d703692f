import FeatureAlone
import FeatureFakes
import Foundation
import SyncUpDetail
import SyncUpDetailFakes
import TerminalMenu

/// `sync-up-detail-alone`: the sample sync-up's detail over its fakes, the form and the recorder as placeholders.
/// It builds the detail, the menu front and the fakes, and no other feature.
@main
enum SyncUpDetailAlone {
    static func main() async {
        let fakes = SyncUpDetailFakes(reporting: .standardError)
        fakes.records = FakeSyncUpRecords()
        fakes.editForm = { [form = fakes.formPlaceholder] _ in form.route }
        fakes.recording = { [recorder = fakes.recorderPlaceholder] _ in recorder.route }
        let root = OneFeatureRoot<SyncUpDetailComponent>("A sync-up alone", entry: "Sync-up 1", fakes: fakes)
        let status = await FeatureAlone.run(
            root, command: "sync-up-detail-alone", first: "1", arguments: Array(CommandLine.arguments.dropFirst()),
            events: MenuEvents())
        exit(status)
    }
}

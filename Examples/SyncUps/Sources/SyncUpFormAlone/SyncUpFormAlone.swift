import FeatureAlone
import FeatureFakes
import Foundation
import SyncUpForm
import SyncUpFormFakes
import TerminalMenu

/// `sync-up-form-alone`: the form over its fakes, the sync-ups kept in memory for the run. It builds the form, the
/// menu front and the fakes, and no other feature.
@main
enum SyncUpFormAlone {
    static func main() async {
        let fakes = SyncUpFormFakes(reporting: .standardError)
        fakes.drafts = FakeSyncUpDrafts()
        let root = OneFeatureRoot<SyncUpFormComponent>("The form alone", entry: "New sync-up", fakes: fakes)
        let status = await FeatureAlone.run(
            root, command: "sync-up-form-alone", first: "new", arguments: Array(CommandLine.arguments.dropFirst()),
            events: MenuEvents())
        exit(status)
    }
}

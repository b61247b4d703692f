import Composition
import Core
import FeatureAlone
import Foundation
import ProfileFakes
import ProfileFeature
import ProfileUserLive
import TerminalMenu

/// `profile-alone`: the Profile feature on its own, over its fakes: the sample user shipped with the app,
/// preferences kept in memory for the run, a fixed favourite quote, and the quote's editor as a placeholder.
/// It builds Profile, its live user, the menu front and the fakes, and no other feature.
@MainActor
final class ProfileAlone: BootstrapComponent, FeatureRoot {
    let outside: ProfileFakes
    let profile: Feature<ProfileComponent> = Feature { $0.outside }
    let mainMenu = MainMenu<ProfileAlone>(
        "Profile alone", entries: [.init("1", "Profile", opening: \.profile)])

    init(fakes: ProfileFakes) {
        outside = fakes
        super.init()
    }
}

@main
enum ProfileAloneMain {
    static func main() async {
        let fakes = ProfileFakes(reporting: .standardError)
        fakes.storage = FakePreferencesStorage()
        fakes.favouriteQuoteEditor = fakes.quoteEditor.route
        fakes.userSource = SampleUserFile()
        fakes.favouriteQuote = FakeFavouriteQuote(
            "Simplicity is prerequisite for reliability.", by: "Edsger W. Dijkstra")
        let status = await FeatureAlone.run(
            ProfileAlone(fakes: fakes), command: "profile-alone", first: "profile",
            arguments: Array(CommandLine.arguments.dropFirst()), events: MenuEvents())
        exit(status)
    }
}

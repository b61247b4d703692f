import Composition
import Core
import FeatureAlone
import Foundation
import QuoteFakes
import QuoteFeature
import TerminalMenu

/// `quote-alone`: the Quote feature on its own, over its fakes: a quote kept in memory for the run, and
/// Notification settings as a placeholder. It builds Quote, the menu front and the fakes, and no other feature.
@MainActor
final class QuoteAlone: BootstrapComponent, FeatureRoot {
    let outside: QuoteFakes
    let quote: Feature<QuoteComponent> = Feature { $0.outside }
    let mainMenu = MainMenu<QuoteAlone>(
        "Quote alone", entries: [.init("1", "Quote", opening: \.quote)])

    init(fakes: QuoteFakes) {
        outside = fakes
        super.init()
    }
}

@main
enum QuoteAloneMain {
    static func main() async {
        let fakes = QuoteFakes(reporting: .standardError)
        fakes.storage = FakeQuoteStorage(
            stored: Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra"))
        fakes.reminderSettings = fakes.settings.route
        let status = await FeatureAlone.run(
            QuoteAlone(fakes: fakes), command: "quote-alone", first: "quote",
            arguments: Array(CommandLine.arguments.dropFirst()), events: MenuEvents())
        exit(status)
    }
}

import Diagnostics
import TerminalMenu
import TerminalScreen

extension RootComponent {
    /// Factory: the main menu, its entries in the order shown, and above them a line from each feature kept
    /// for the run, in its own words, kept current by Observation.
    package var mainMenu: any Screen {
        factory {
            let (settings, quote) = (component(\.settings), component(\.quote))
            let entries = [
                MainMenuScreen.Entry("1", "Quote") { self.open(\.quote, \.quoteScreen) },
                MainMenuScreen.Entry("2", "Notification settings") { self.open(\.settings, \.settingsScreen) },
                MainMenuScreen.Entry("3", "Profile") { self.open(\.profile, \.profileScreen) },
                MainMenuScreen.Entry("4", "Diagnostics") { self.diagnosticsScreen },
            ]
            let header = ObservedContent { [settings.summary, quote.summary] }
            return MainMenuScreen(header: header, entries: entries, feature: String(#fileID.prefix { $0 != "/" }))
        }
    }

    /// Factory: the live component tree and the edges between features, read from the tracker each time it is
    /// shown.
    var diagnosticsScreen: any Screen {
        factory {
            DiagnosticsScreen(
                tracker: tracker, edges: featureEdges, wiredEdges: { self.wiredEdges }, storeLocation: storeLocation)
        }
    }
}

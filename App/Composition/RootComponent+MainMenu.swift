import Core
import Diagnostics
import QuoteFeature
import SettingsFeature
import TerminalMenu
import TerminalScreen

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen.
    package var mainMenu: any Screen {
        factory {
            MainMenuScreen(
                header: mainMenuHeader(schedule: settings.scheduleModel, quote: quote.modelController),
                entries: mainMenuEntries, feature: String(#fileID.prefix { $0 != "/" }))
        }
    }

    /// The main menu's entries, each with the first screen it opens: the keys are the menu map's contract,
    /// and a new feature takes the next one. The graph export reads this list.
    var mainMenuEntries: [MainMenuScreen.Entry] {
        [
            .init("1", "Quote") { self.quote.quoteScreen },
            .init("2", "Notification settings") { self.settings.settingsScreen },
            .init("3", "Profile") { self.profile.profileScreen },
            .init("4", "Diagnostics") {
                DiagnosticsScreen(
                    tracker: self.observer?.tracker, edges: FeatureEdges.all,
                    wiredEdges: { self.observer?.wiredEdges ?? [:] }, storeLocation: self.storeLocation)
            },
        ]
    }

    /// The schedule in force and the favourite quote's author, derived again only when Observation
    /// reports that one of them changed.
    private func mainMenuHeader(schedule: ScheduleModel, quote: QuoteModelController) -> ObservedContent<[String]> {
        ObservedContent {
            [
                "Notifications \(schedule.schedule.summary)",
                "Favourite quote by \(quote.quote.author)",
            ]
        }
    }
}

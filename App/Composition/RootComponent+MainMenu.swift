import Core
import QuoteFeature
import SettingsFeature
import TerminalScreen

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen; the keys are the menu map's
    /// contract, and a new feature takes the next one. It is on screen for the whole run, so it is what
    /// holds the feature components, and when it is let go the whole tree is released.
    package var mainMenu: any Screen {
        // The header and the entries must see the same components: made once here, held by the menu.
        let quote = quote
        let settings = settings
        let observer = observer
        let storeLocation = storeLocation
        return factory {
            MainMenuScreen(
                header: mainMenuHeader(schedule: settings.scheduleModel, quote: quote.modelController),
                entries: [
                    .init("1", "Quote", holding: quote) { $0.quoteScreen },
                    .init("2", "Notification settings", holding: settings) { $0.settingsScreen },
                    .init("3", "Profile", holding: profile) { $0.profileScreen },
                    .init("4", "Diagnostics") { DiagnosticsScreen(observer: observer, storeLocation: storeLocation) },
                ]
            )
        }
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

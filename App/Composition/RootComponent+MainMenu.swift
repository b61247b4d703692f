import Core

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen.
    var mainMenu: MainMenuScreen {
        factory {
            MainMenuScreen(
                header: mainMenuHeader,
                quote: { self.quote.quoteScreen },
                notificationSettings: { self.settings.settingsScreen },
                profile: { self.profile.profileScreen },
                diagnostics: { DiagnosticsScreen(tracker: self.tracker) }
            )
        }
    }

    /// The main menu's header: the schedule in force and the favourite quote's author, derived again only
    /// when Observation reports that one of them changed.
    private var mainMenuHeader: ObservedContent<[String]> {
        let schedule = settings.scheduleModel
        let quote = quote.modelController
        return ObservedContent {
            [
                "Notifications \(schedule.schedule.summary)",
                "Favourite quote by \(quote.quote.author)",
            ]
        }
    }
}

import Core

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen. The keys are the menu
    /// map's contract: tests, docs and demos type them.
    var mainMenu: MainMenuScreen {
        factory {
            MainMenuScreen(
                header: mainMenuHeader,
                entries: [
                    .init("1", "Quote") { self.quote.quoteScreen },
                    .init("2", "Notification settings") { self.settings.settingsScreen },
                    .init("3", "Profile") { self.profile.profileScreen },
                    .init("4", "Diagnostics") { DiagnosticsScreen(tracker: self.tracker) },
                ]
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

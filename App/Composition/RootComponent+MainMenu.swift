import Core
import QuoteFeature
import SettingsFeature
import TerminalScreen

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen. The keys are the menu
    /// map's contract: tests, docs and demos type them.
    ///
    /// The main menu is on screen for the whole run, so it is what holds the feature components: each
    /// entry keeps its feature's component, and the header keeps the models it shows. References point up
    /// the tree, so when the menu ends and lets go, the whole tree is released.
    /// Shows the menu from the main menu, reading and writing through `console`, until `q` or the end of
    /// input; the app runs it over the terminal, the benchmark over a replayed script.
    package func runMenu(console: Console) async {
        let home = mainMenu
        // The main menu holds the Settings component for the run: its reminder task lives as long.
        settings.startReminders()
        await MenuFront(home: home, console: console, tracker: tracker, events: menuEvents).run()
    }

    var mainMenu: MainMenuScreen {
        let quote = quote
        let settings = settings
        let profile = profile
        let tracker = tracker
        let storeLocation = storeLocation
        return factory {
            MainMenuScreen(
                header: mainMenuHeader(schedule: settings.scheduleModel, quote: quote.modelController),
                entries: [
                    .init("1", "Quote") { quote.quoteScreen },
                    .init("2", "Notification settings") { settings.settingsScreen },
                    .init("3", "Profile") { profile.profileScreen },
                    .init("4", "Diagnostics") { DiagnosticsScreen(tracker: tracker, storeLocation: storeLocation) },
                ]
            )
        }
    }

    /// The main menu's header: the schedule in force and the favourite quote's author, derived again only
    /// when Observation reports that one of them changed.
    private func mainMenuHeader(schedule: ScheduleModel, quote: QuoteModelController) -> ObservedContent<[String]> {
        ObservedContent {
            [
                "Notifications \(schedule.schedule.summary)",
                "Favourite quote by \(quote.quote.author)",
            ]
        }
    }
}

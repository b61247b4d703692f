import Core
import TerminalScreen

extension RootComponent {
    /// One instance of every scope in the app's tree, opened as the running app opens them. The graph
    /// export describes these; `GraphExportTests` checks that a session through every screen opens no
    /// scope missing here.
    func openEveryScope() -> [Scope] {
        [self, quote, settings, settings.notificationsFlow, profile, profile.session]
    }

    /// The first screen of each feature and the main menu: the screens whose modules implement the screen
    /// contract.
    func everyFirstScreen() -> [any Screen] {
        [mainMenu, quote.quoteScreen, settings.settingsScreen, profile.profileScreen]
    }

    /// The graph of this tree: its modules and components.
    var componentGraph: ComponentGraph {
        ComponentGraph(scopes: openEveryScope(), eagerInstances: [store], screens: everyFirstScreen())
    }
}

import Core

extension RootComponent {
    /// Factory: the main menu, whose entries open each feature's first screen.
    var mainMenu: MainMenuScreen {
        factory {
            MainMenuScreen(
                header: mainMenuHeader,
                quote: { self.quote.quoteScreen },
                notificationSettings: { nil },
                profile: { nil },
                diagnostics: { nil }
            )
        }
    }

    /// The main menu's header: the favourite quote's author, re-derived only when the quote changes.
    private var mainMenuHeader: ObservedContent<[String]> {
        let controller = quote.modelController
        return ObservedContent { ["Favourite quote by \(controller.quote.author)"] }
    }
}

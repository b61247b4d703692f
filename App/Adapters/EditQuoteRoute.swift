import ProfileFeature
import QuoteFeature
import TerminalScreen

/// Profile → Quote, navigation: the Profile screen's Edit favourite quote opens the Quote feature's editor,
/// which saves into the one controller the profile reads, and closes back to the Profile screen.
@MainActor
struct EditQuoteRoute: FavouriteQuoteEditorRoute {
    let quote: Route<QuoteComponent>

    func favouriteQuoteEditor() -> any Screen { quote.open(\.editQuoteScreen) }
}

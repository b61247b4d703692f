import Composition
import ProfileFeature
import QuoteFeature
import TerminalScreen

/// Profile → Quote, navigation: the Profile screen's Edit favourite quote leads to the Quote feature's
/// editor, which saves into the one controller the profile reads, and closes back to the Profile screen.
@MainActor
struct EditQuoteRoute: FavouriteQuoteEditorRoute {
    let quote: Route<QuoteDestination>

    var favouriteQuoteEditor: AnyDestination { quote.destination(.edit) }
}

import Core
import Diagnostics
import ProfileFeature
import QuoteFeature
import TerminalScreen

/// Profile → Quote, navigation: the Profile screen's Edit favourite quote opens the Quote feature's editor,
/// which saves into the one controller the profile reads, and closes back to the Profile screen.
// edit-quote-route: begin
@MainActor
struct EditQuoteRoute: FavouriteQuoteEditorRoute, FeatureEdgeAdapter {
    static let kind = FeatureEdge.Kind.navigation
    static let need: Any.Type = (any FavouriteQuoteEditorRoute).self
    let reached: Reach<QuoteComponent>

    func favouriteQuoteEditor() -> any Screen { reached.component.editQuoteScreen }
}
// edit-quote-route: end

import TerminalScreen

/// Where the Profile screen's "Edit favourite quote" leads: the editor of another feature. Profile declares
/// it and the App satisfies it with the Quote feature's Edit quote, so ProfileFeature never imports
/// QuoteFeature; the page shows the saved quote through `FavouriteQuoteSource` on return.
@MainActor
public protocol FavouriteQuoteEditorRoute {
    var favouriteQuoteEditor: AnyDestination { get }
}

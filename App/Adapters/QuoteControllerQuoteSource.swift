import ProfileFeature
import QuoteFeature

/// The cross-feature edge: Profile's `FavouriteQuoteSource`, satisfied by the Quote feature's model
/// controller. Only the App knows both modules; the profile follows an edit through Observation, because
/// reading `quoteText` reads the observable controller.
@MainActor
struct QuoteControllerQuoteSource: FavouriteQuoteSource {
    let controller: QuoteModelController

    var quoteText: String { controller.quote.text }
    var quoteAuthor: String { controller.quote.author }
}

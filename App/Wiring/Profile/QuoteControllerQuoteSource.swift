import Composition
import ProfileFeature
import QuoteFeature

/// Profile → Quote, data: Profile's `FavouriteQuoteSource`, satisfied by the Quote feature's model
/// controller. Only the App knows both modules; the profile follows an edit through Observation, because
/// reading `quoteText` reads the observable controller.
@MainActor
struct QuoteControllerQuoteSource: FavouriteQuoteSource {
    /// The quote's controller, as Quote lets another feature read it.
    let controller: Reach<QuoteComponent>

    var quoteText: String { controller.quote.text }
    var quoteAuthor: String { controller.quote.author }
}

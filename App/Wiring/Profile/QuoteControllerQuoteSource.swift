import Composition
import ProfileFeature
import QuoteFeature

/// Profile → Quote, data: Profile's `FavouriteQuoteSource`, satisfied by the Quote feature's model
/// controller. Only the App knows both modules; the profile follows an edit through Observation, because
/// reading `quoteText` reads the observable controller.
@MainActor
struct QuoteControllerQuoteSource: FavouriteQuoteSource {
    let quote: Reach<QuoteComponent>

    var quoteText: String { quote.modelController.quote.text }
    var quoteAuthor: String { quote.modelController.quote.author }
}

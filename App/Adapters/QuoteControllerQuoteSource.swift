import Diagnostics
import ProfileFeature
import QuoteFeature

/// Profile → Quote, data: Profile's `FavouriteQuoteSource`, satisfied by the Quote feature's model
/// controller. Only the App knows both modules; the profile follows an edit through Observation, because
/// reading `quoteText` reads the observable controller.
@MainActor
struct QuoteControllerQuoteSource: FavouriteQuoteSource, FeatureEdgeAdapter {
    static let kind = FeatureEdge.Kind.data
    static let need: Any.Type = (any FavouriteQuoteSource).self
    let reached: Reach<QuoteComponent>

    var quoteText: String { reached.component.modelController.quote.text }
    var quoteAuthor: String { reached.component.modelController.quote.author }
}

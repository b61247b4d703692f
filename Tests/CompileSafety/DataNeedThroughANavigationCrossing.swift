// Claim: a data need cannot be met through a navigation crossing: it gives a destination, nothing to read.
// Expect: error: cannot assign value of type 'AnyDestination<ProfileComponent>' to type 'any FavouriteQuoteSource'
//
// A navigation crossing drawn for data would show an edge the user never takes, and read nothing of the
// feature it names. It offers no adapter and no component: only `destination(_:)`. With `-D FIXED` the
// quote is read through the data crossing, and the file compiles.

import Composition
import ProfileFeature
import QuoteFeature

@testable import ProfileWiring

@MainActor
final class QuoteReadingWiring {
    var favouriteQuote: any FavouriteQuoteSource

    init(
        quote: consuming DataCrossing<QuoteComponent, ProfileComponent>,
        editor: consuming NavigationCrossing<QuoteComponent, ProfileComponent>
    ) {
        favouriteQuote = quote.reading(as: (any FavouriteQuoteSource).self, QuoteControllerQuoteSource.init)
        #if !FIXED
            favouriteQuote = editor.destination(.edit)
        #endif
    }
}

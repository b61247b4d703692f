// Claim: an adapter that does not meet the protocol its crossing names does not compile: the edge's need is typed once, in the crossing.
// Expect: error: cannot convert value of type '@Sendable (Reach<QuoteComponent>) -> QuoteReminderSubject' to expected argument type '(Reach<QuoteComponent>) -> any FavouriteQuoteSource'
//
// The crossing names the using feature's protocol, `as: (any FavouriteQuoteSource).self`; the adapter
// must meet it, and what the crossing returns is that protocol, which the wiring's member must be. So
// neither the edge the graph draws nor the adapter can name another. With `-D FIXED` the adapter is the
// one that meets it, and the file compiles.

import Composition
import ProfileFeature
import QuoteFeature

@testable import ProfileWiring
@testable import SettingsWiring

@MainActor
func favouriteQuote(_ quote: consuming DataCrossing<QuoteComponent, ProfileComponent>) -> any FavouriteQuoteSource {
    #if FIXED
        quote.reading(as: (any FavouriteQuoteSource).self, QuoteControllerQuoteSource.init)
    #else
        quote.reading(as: (any FavouriteQuoteSource).self, QuoteReminderSubject.init)
    #endif
}

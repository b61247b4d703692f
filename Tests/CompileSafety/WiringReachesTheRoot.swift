// Claim: a wiring cannot reach another feature's component but through a crossing: it is lent no root.
// Expect: error: 'root' is inaccessible due to 'fileprivate' protection level
//
// Handed the root, a kept feature's wiring could take a per-visit Profile component as a dependency and
// keep it for the run, undrawn. A wiring is lent a `RootWiring`, which offers the root's outside edges and
// the two crossings, never the root. With `-D FIXED` it reads the quote through a crossing, and the file
// compiles.

import Core
import ProfileFeature
import QuoteFeature

@testable import App

@MainActor
func favouriteQuote(_ root: borrowing RootWiring) -> any FavouriteQuoteSource {
    #if FIXED
        root.reading(\.quote, as: (any FavouriteQuoteSource).self, QuoteControllerQuoteSource.init)
    #else
        ComponentQuoteSource(quote: root.root.component(\.quote))
    #endif
}

/// Reads the quote from a component it was handed.
@MainActor
struct ComponentQuoteSource: FavouriteQuoteSource {
    let quote: QuoteComponent
    var quoteText: String { quote.modelController.quote.text }
    var quoteAuthor: String { quote.modelController.quote.author }
}

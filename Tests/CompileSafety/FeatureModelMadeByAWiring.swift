// Claim: a wiring cannot make a feature's model of its own: what another feature reads of Quote is the one controller Quote's component shares.
// Expect: error: 'QuoteModelController' initializer is inaccessible due to 'package' protection level
//
// An adapter that made its own `QuoteModelController` over the store would show Profile a copy of the quote
// that an edit in Quote never reaches, and the graph would draw no edge for it. The controller's initializer
// is the package's (`package`), which Quote's component and Quote's tests use; a wiring is built without the
// package's access (`packageAccess: false`), as this fixture is, so the name is out of its reach. With
// `-D FIXED` the adapter reads the controller through the `Reach` its data crossing gives, and compiles.

import Composition
import ProfileFeature
import QuoteFeature

@MainActor
struct FavouriteQuoteOfItsOwn: FavouriteQuoteSource {
    #if FIXED
        let controller: Reach<QuoteComponent>
    #else
        let controller: QuoteModelController

        init(storage: any QuoteStorage) {
            controller = QuoteModelController(storage: storage)
        }
    #endif

    var quoteText: String { controller.quote.text }
    var quoteAuthor: String { controller.quote.author }
}

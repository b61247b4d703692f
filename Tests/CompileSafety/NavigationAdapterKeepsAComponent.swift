// Claim: a navigation adapter cannot keep the component it leads to: a route gives destinations, never a component.
// Expect: error: value of type 'Route<QuoteDestination>' has no member 'component'
//
// Kept, a per-visit feature's component would outlive its visit; even a kept one would be read outside a
// data crossing, undrawn. A `Route` gives destinations of the feature, values the navigation stack opens
// through the root each time. With `-D FIXED` the adapter gives the editor's destination, as the app's own
// routes do, and the file compiles.

import Composition
import Core
import ProfileFeature
import QuoteFeature
import TerminalScreen

@MainActor
struct KeepingEditorRoute: FavouriteQuoteEditorRoute {
    #if FIXED
        let quote: Route<QuoteDestination>
        var favouriteQuoteEditor: AnyDestination { quote.destination(.edit) }
    #else
        let kept: QuoteComponent
        init(quote: Route<QuoteDestination>) { kept = quote.component }
        var favouriteQuoteEditor: AnyDestination { AnyDestination(QuoteDestination.edit) }
    #endif
}

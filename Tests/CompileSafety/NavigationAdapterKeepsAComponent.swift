// Claim: a navigation adapter cannot keep the component it opens screens of: a route gives screens, never a component.
// Expect: error: value of type 'Route<QuoteComponent>' has no member 'component'
//
// Kept, a per-visit feature's component would outlive its visit; even a kept one would be read outside a
// data crossing, undrawn. A `Route` opens a screen named by key path, each time through the root. With
// `-D FIXED` the adapter opens the screen, as the app's own routes do, and the file compiles.

import Core
import ProfileFeature
import QuoteFeature
import TerminalScreen

@testable import App

@MainActor
struct KeepingEditorRoute: FavouriteQuoteEditorRoute {
    #if FIXED
        let quote: Route<QuoteComponent>
        func favouriteQuoteEditor() -> any Screen { quote.open(\.quoteScreen) }
    #else
        let kept: QuoteComponent
        init(quote: Route<QuoteComponent>) { kept = quote.component }
        func favouriteQuoteEditor() -> any Screen { kept.quoteScreen }
    #endif
}

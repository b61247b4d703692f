// Claim: a navigation crossing leads to no component: it gives destinations, which only the navigation stack opens.
// Expect: error: value of type 'NavigationCrossing<QuoteComponent, ProfileComponent>' has no member 'component'
//
// A wiring that kept the Quote component it leads to would keep it outside any crossing the graph draws,
// and one that kept a per-visit component would keep a visit. A navigation crossing gives one thing: a
// destination of the feature it reaches, which the stack opens through the root each time. With
// `-D FIXED` the wiring keeps the editor's destination, as the app's own does, and the file compiles.

import Composition
import ProfileFeature
import QuoteFeature

@MainActor
func favouriteQuoteEditor(_ editor: consuming NavigationCrossing<QuoteComponent, ProfileComponent>)
    -> AnyDestination<ProfileComponent>
{
    #if !FIXED
        _ = editor.component
    #endif
    return editor.destination(.edit)
}

// Claim: a navigation need cannot be met through a data crossing: a data crossing reads what the feature declares readable, never its wiring, and a destination is typed by the feature given it.
// Expect: error: value of type 'Reach<QuoteComponent>' has no dynamic member 'dependency' using key path from root type 'QuoteModelController'
//
// Through a data crossing to Quote, an adapter could hand Profile the destination Quote was given (its
// way to Notification settings): Profile would open Settings, and the graph would draw a data edge for a
// screen the user opens. A `Reach` reads only what Quote declares readable, its model controller, so Quote's
// wiring is out of its sight; and were a destination reached, it is of the feature it was given to, which
// cannot stand in for another's (`AnyDestination<QuoteComponent>` is no `AnyDestination<ProfileComponent>`).
// A navigation need can only be met by the navigation crossing to the feature it leads to. With `-D FIXED` Profile's editor comes from
// its own crossing to Quote, and the file compiles.

import Composition
import ProfileFeature
import QuoteFeature

@MainActor
struct BorrowedWay {
    let quote: Reach<QuoteComponent>

    var favouriteQuoteEditor: AnyDestination<ProfileComponent> {
        #if FIXED
            fatalError("met by the navigation crossing to Quote")
        #else
            quote.dependency.reminderSettings
        #endif
    }
}

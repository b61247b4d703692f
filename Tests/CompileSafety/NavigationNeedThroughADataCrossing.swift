// Claim: a navigation need cannot be met through a data crossing: a destination is typed by the feature given it, so another feature's cannot stand in.
// Expect: error: cannot convert return expression of type 'AnyDestination<QuoteComponent>' to return type 'AnyDestination<ProfileComponent>'
//
// Through a data crossing to Quote, an adapter could hand Profile the destination Quote was given (its
// way to Notification settings): Profile would open Settings, and the graph would draw a data edge for a
// screen the user opens. A destination is of the feature it was given to, and a navigation need can only
// be met by the navigation crossing to the feature it leads to. With `-D FIXED` Profile's editor comes from
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

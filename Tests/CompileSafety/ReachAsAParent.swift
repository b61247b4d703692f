// Claim: a data adapter reaches a kept feature through its members, never as a component it can make anything under.
// Expect: error: cannot convert value of type 'Reach<QuoteComponent>' to expected argument type 'Scope'
//
// An adapter that made a component under the one it reads, and kept it, would keep something shorter-lived
// in a component kept for the run, out of any declaration's sight. `Reach` reads members of the component
// and is no `Scope`. With `-D FIXED` the adapter reads the quote, and the file compiles.

import Composition
import Core
import QuoteFeature

@MainActor
final class ParentingAdapter {
    let quote: Reach<QuoteComponent>
    #if !FIXED
        let kept: Component<Void>
    #endif

    init(quote: Reach<QuoteComponent>) {
        self.quote = quote
        #if !FIXED
            kept = Component<Void>(parent: quote, lifetime: .visit)
        #endif
    }

    var text: String { quote.quote.text }
}

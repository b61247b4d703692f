// Claim: a Reach hands out what the feature declares readable, never the component: neither `\.self` nor a key path to a component gives one to parent or start a task on.
// Expect: error: cannot convert value of type 'QuoteModelController' to expected argument type 'Scope'
// Expect: error: value of type 'QuoteModelController' has no member 'startTask'
// Expect: error: cannot convert value of type 'KeyPath<QuoteComponent, QuoteComponent>' to expected argument type 'KeyPath<QuoteModelController, QuoteComponent>'
//
// An adapter that got the kept Quote component out of its `Reach` could make a per-visit component under it, or
// start a task it owns, out of any declaration's sight. A `Reach`'s key paths start at what Quote declares
// readable, its model controller: `\.self` is the controller, which is no `Scope`, and a key path from the
// component does not fit. With `-D FIXED` the adapter reads the quote, and the file compiles.

import Composition
import Core
import QuoteFeature

@MainActor
struct Reaching {
    let quote: Reach<QuoteComponent>

    func reach() {
        #if FIXED
            _ = quote.quote.text
        #else
            _ = Component<Void>(parent: quote[dynamicMember: \.self], lifetime: .visit)
            quote[dynamicMember: \.self].startTask(named: "kept") {}
            let kept: QuoteComponent = quote[dynamicMember: \QuoteComponent.self]
            _ = kept
        #endif
    }
}

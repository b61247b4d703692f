// Claim: a feature's declaration cannot choose its component's parent, its lifetime or what it reads: it is handed nothing to make it with.
// Expect: error: extra trailing closure passed in call
//
// A declaration that made its component itself could put it under another feature's (a per-visit one),
// give it another lifetime than its type's, or ignore its wiring. The root makes it, under itself, with
// the wiring the declaration names; the declaration takes no maker. With `-D FIXED` it names the wiring
// only, and the file compiles.

import Composition
import QuoteFeature
import QuoteWiring

@testable import App

extension RootComponent {
    var secondQuote: Feature<QuoteComponent> {
        #if FIXED
            Feature { QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings)) }
        #else
            Feature(wiredBy: { QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings)) }) {
                root, wiring in root.component(\.quote)
            }
        #endif
    }
}

// Claim: a feature's declaration cannot choose its component's parent or what it reads: it is handed nothing to make it with.
// Expect: error: extra trailing closure passed in call
//
// A declaration that made its component itself could put it under another feature's (a per-visit one)
// or ignore its wiring. The root makes it, under itself, with the wiring the declaration names; the
// declaration takes no maker. With `-D FIXED` it names the wiring only, and the file compiles.

import Composition
import QuoteFeature
import QuoteWiring

@testable import App

@MainActor
final class Declarations {
    #if FIXED
        let quote: Kept<QuoteComponent> = Kept {
            QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings))
        }
    #else
        let quote: Kept<QuoteComponent> = Kept(wiredBy: {
            QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings))
        }) { root, wiring in
            QuoteComponent(parent: root, dependency: wiring)
        }
    #endif
}

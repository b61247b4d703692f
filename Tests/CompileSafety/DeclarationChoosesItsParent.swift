// Claim: a feature's declaration cannot choose its component's parent or what it reads: it is handed nothing to make it with.
// Expect: error: extra trailing closure passed in call
//
// A declaration that made its component itself could put it under another feature's (a per-visit one)
// or ignore its wiring. The root makes it, under itself, with the wiring the declaration names; the
// declaration takes no maker. With `-D FIXED` it names the type and the wiring only, and the file compiles.

import Core
import QuoteFeature

@testable import App

@MainActor
final class Declarations {
    #if FIXED
        let quote = KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init)
    #else
        let quote = KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init) { root, wiring in
            QuoteComponent(parent: root, dependency: wiring)
        }
    #endif
}

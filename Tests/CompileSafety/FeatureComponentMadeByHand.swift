// Claim: App cannot make a feature's component in any spelling, `X(…)`, `X.init(…)` or a metatype's `init`: the root's declarations are the only maker.
// Expect: error: extra arguments at positions #2, #3 in call
// Expect: error: cannot convert value of type 'RootComponent' to expected argument type 'FeaturePlace<any QuoteDependency>'
//
// A wiring or an adapter that made its own Quote component would read a private copy of the quote, drawn
// nowhere. A feature's component has one initializer, from a `FeaturePlace` only a root's declaration
// has; the one `Component` offers, with a parent, a dependency and a lifetime, is not inherited. With
// `-D FIXED` the wiring makes none, and the file compiles.

import Composition
import QuoteFeature
import QuoteWiring

@testable import App

extension RootComponent {
    func ownQuote(wiring: QuoteWiring) {
        #if FIXED
            _ = wiring  // the root's declaration makes the one Quote component
        #else
            _ = QuoteComponent(parent: self, dependency: wiring, lifetime: .run)
            _ = QuoteComponent.init(self)
            let type: QuoteComponent.Type = QuoteComponent.self
            _ = type.init(self)
        #endif
    }
}

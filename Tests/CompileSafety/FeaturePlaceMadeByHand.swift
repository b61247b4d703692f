// Claim: nothing but a root's declaration makes the place a feature's component is made in.
// Expect: error: 'FeaturePlace<Dependency>' initializer is inaccessible due to 'internal' protection level
//
// A `FeaturePlace` is the one argument of a feature component's initializer: made by hand, under any
// parent and with any lifetime, it would make a component of the feature the root does not know. Its
// initializer is `Composition`'s own. With `-D FIXED` nothing is made by hand, and the file compiles.

import Composition
import QuoteFeature
import QuoteWiring

@testable import App

extension RootComponent {
    func ownQuote(wiring: QuoteWiring) {
        #if FIXED
            _ = wiring  // the root's declaration makes the one Quote component
        #else
            _ = QuoteComponent(FeaturePlace<any QuoteDependency>(root: self, dependency: wiring))
        #endif
    }
}

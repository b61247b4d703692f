// Claim: a feature declared with another feature's wiring does not compile: the wiring must be its component's dependency.
// Expect: error: cannot convert value of type 'SettingsWiring' to closure result type 'any QuoteDependency'
//
// The root makes each feature's component from its declaration: the component's type, and the wiring
// whose type must be that component's `Dependency`. With `-D FIXED` Quote is wired by its own wiring, and
// the file compiles.

import Composition
import QuoteFeature
import QuoteWiring
import SettingsFeature
import SettingsWiring

@testable import App

extension RootComponent {
    var secondQuote: Feature<QuoteComponent> {
        #if FIXED
            Feature { QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings)) }
        #else
            Feature {
                SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            }
        #endif
    }
}

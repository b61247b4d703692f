// Claim: a feature declared with another feature's wiring does not compile: the wiring must be its component's dependency.
// Expect: error: cannot convert value of type '@MainActor @Sendable (borrowing RootWiring) -> SettingsWiring' to expected argument type '@MainActor @Sendable (borrowing RootWiring) -> any QuoteDependency'
//
// The root makes each feature's component from its declaration: the component's type, and the wiring
// whose type must be that component's `Dependency`. With `-D FIXED` Quote is wired by its own wiring, and
// the file compiles.

import Core
import QuoteFeature
import SettingsFeature

@testable import App

@MainActor
final class Declarations {
    #if FIXED
        let quote = KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init)
    #else
        let quote = KeptFeature(QuoteComponent.self, wiredBy: SettingsWiring.init)
    #endif
}

// Claim: a per-visit component cannot be declared kept for the run: the declaration is checked against the lifetime its type says.
// Expect: error: initializer 'init(wiredBy:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
//
// Profile's component says once that it is made per visit (`ProfileComponent: ..., MadePerVisit`). A root
// that declared it kept would keep one Profile, its session and its preferences for the whole run, and let
// other features read it as data. A type is kept or per visit, never both, so the declaration does not
// compile. With `-D FIXED` it is declared per visit, and the file compiles.

import Composition
import ProfileFeature
import ProfileWiring

@testable import App

@MainActor
final class Declarations {
    #if FIXED
        let profile: PerVisit<ProfileComponent> = PerVisit {
            ProfileWiring(
                store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
                favouriteQuoteEditor: $0.opening(\.quote))
        }
    #else
        let profile: Kept<ProfileComponent> = Kept {
            ProfileWiring(
                store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
                favouriteQuoteEditor: $0.opening(\.quote))
        }
    #endif
}

// Claim: a per-visit component cannot be declared kept for the run: the declaration is checked against the lifetime its type says.
// Expect: error: initializer 'init(_:wiredBy:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
//
// Profile's wiring says once that its component is made per visit (`extension ProfileComponent:
// MadePerVisit {}`). A root that declared it kept would keep one Profile, its session and its preferences
// for the whole run, and let other features read it as data. A type is kept or per visit, never both, so
// the declaration does not compile. With `-D FIXED` it is declared per visit, and the file compiles.

import Core
import ProfileFeature

@testable import App

@MainActor
final class Declarations {
    #if FIXED
        let profile = PerVisitFeature(ProfileComponent.self, wiredBy: ProfileWiring.init)
    #else
        let profile = KeptFeature(ProfileComponent.self, wiredBy: ProfileWiring.init)
    #endif
}

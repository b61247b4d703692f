// Claim: kept for the run and per visit are a feature's only lifetimes: a lifetime of a feature's own does not compile.
// Expect: error: 'FeatureScope' initializer is inaccessible due to 'internal' protection level
//
// A third kind (a session until logout) would be opened by the stack as a visit and ended as one, while its type
// said something else: the reader of `FeatureComponent<…, UntilLogout>` could no longer tell its lifetime from
// it. `FeatureLifetime` asks for a `FeatureScope`, which only Composition makes, for its two. With `-D FIXED`
// the type names the per-visit one, which is no third lifetime but another name for the second.

import Composition
import Core

enum UntilLogout: FeatureLifetime {
    #if FIXED
        static var scope: FeatureScope { MadePerVisit.scope }
    #else
        static var scope: FeatureScope { FeatureScope(declared: .custom("until logout")) }
    #endif
}

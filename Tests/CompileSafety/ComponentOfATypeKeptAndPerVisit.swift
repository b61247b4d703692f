// Claim: a feature's component is kept for the run or made per visit, never both: its lifetime is one argument of its type.
// Expect: error: inheritance from non-protocol, non-class type 'MadePerVisit'
//
// A component that said both would be read as data, as kept, and opened afresh, as per visit: a visit kept
// for the run. Its lifetime is the second argument of `FeatureComponent`, written once, and the root tells
// Core that one. With `-D FIXED` it is kept, and the file compiles.

import Composition
import QuoteFeature

#if FIXED
    final class Both: FeatureComponent<any QuoteDependency, KeptForTheRun> {}
#else
    final class Both: FeatureComponent<any QuoteDependency, KeptForTheRun>, MadePerVisit {}
#endif

// Claim: a feature importing another feature is refused.
// Expect: import check: Modules/Quote/FeatureImportsAFeature.swift: imports ProfileFeature, which target QuoteFeature does not declare as a dependency
//
// Not a compile error: a module the build has made can be imported by any target on Linux, so a test
// holds the rule (`ImportCheckTests`, over every source file of the package as SwiftPM read its targets).
// It reads this file as a file of Quote and expects it refused. What one feature needs from another is a
// protocol of its own that the App satisfies.

import Core
import ProfileFeature

extension PrivacyLevel {
    var quoteAudience: String { "\(self)" }
}

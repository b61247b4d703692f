// Claim: a feature importing another feature is refused.
// Expect: check-imports: Modules/Quote/FeatureImportsAFeature.swift: imports ProfileFeature, which target QuoteFeature does not declare as a dependency
//
// Not a compile error: a module the build has made can be imported by any target on Linux, so
// scripts/check-imports.py holds the rule. The check copies this file into a scratch copy of the package
// as a Quote file and expects the import check to refuse it; the copy without it must pass. What one
// feature needs from another is a protocol of its own that the App satisfies.

import Core
import ProfileFeature

extension PrivacyLevel {
    var quoteAudience: String { "\(self)" }
}

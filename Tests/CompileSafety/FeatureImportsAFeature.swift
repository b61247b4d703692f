// A fixture that must be REFUSED by scripts/check-imports.py: a file of the Quote feature that imports the
// Profile feature. Features never import each other; what one needs from another is a protocol of its own
// that the App satisfies. scripts/check-compile-safety.sh copies this file into a scratch copy of the
// package, as Modules/Quote/FeatureImportsAFeature.swift, and expects the import check to name it; the
// copy without it must pass.

import Core
import ProfileFeature

extension PrivacyLevel {
    var quoteAudience: String { "\(self)" }
}

#!/usr/bin/env bash
# The kernel's compile-time proofs: each fixture in Tests/CompileSafety must fail printing every
# `// Expect:` line of its header, and compile once fixed (`-D FIXED`), so the error comes from its
# `// Claim:` and nothing else. A `// With:` line names a source file type-checked beside the fixture.
# FeatureImportsAFeature is no compile error: ImportCheckTests holds it.
# Type-checks against the modules `swift build` made (a fixture of the root imports App `@testable`): run after it.
# `--package-path Examples/SyncUps` proves that package's own fixtures (its CompileSafety folder) against the
# modules its build made, FeatureGraph's among them: the claims hold from outside the package too.
set -euo pipefail
cd "$(dirname "$0")/.."
package=.
fixtures=Tests/CompileSafety
if [ "${1:-}" = --package-path ]; then
    package=$2
    fixtures=$2/CompileSafety
fi
modules=$(swift build --package-path "$package" --show-bin-path)/Modules
[ -e "$modules/Core.swiftmodule" ] || { echo "check-compile-safety: no built Core in $modules; run swift build" >&2; exit 1; }

failures=0
for file in "$fixtures"/*.swift; do
    fixture=$(basename "$file" .swift)
    claim=$(sed -n 's|^// Claim: ||p' "$file")
    with=$(sed -n 's|^// With: ||p' "$file")
    [ "$fixture" = FeatureImportsAFeature ] && continue
    fixed=$(swiftc -typecheck -swift-version 6 -I "$modules" -D FIXED "$file" $with 2>&1) ||
        { echo "FAIL: $fixture does not compile even when fixed:" >&2; echo "$fixed" >&2; failures=$((failures + 1)); continue; }
    output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" $with 2>&1) &&
        { echo "FAIL: $fixture compiled: \"$claim\" no longer holds" >&2; failures=$((failures + 1)); continue; }
    while IFS= read -r expected; do
        grep -qF -- "$expected" <<<"$output" ||
            { echo "FAIL: $fixture did not print: $expected" >&2; echo "$output" >&2; failures=$((failures + 1)); continue 2; }
    done < <(sed -n 's|^// Expect: ||p' "$file")
    echo "proved: $claim ($fixture)"
done
[ "$failures" -eq 0 ] || { echo "check-compile-safety: $failures claim(s) not proved" >&2; exit 1; }

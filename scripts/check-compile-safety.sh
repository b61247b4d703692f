#!/usr/bin/env bash
# The kernel's compile-time proofs: each fixture in Tests/CompileSafety must fail printing every
# `// Expect:` line of its header, and compile once fixed (`-D FIXED`), so the error comes from its
# `// Claim:` and nothing else; FeatureImportsAFeature must be refused by scripts/check-imports.py. A
# `// With:` line names a source file type-checked beside the fixture.
# Type-checks against the built Core module: run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=$(swift build --show-bin-path)/Modules
[ -e "$modules/Core.swiftmodule" ] || { echo "check-compile-safety: no built Core in $modules; run swift build" >&2; exit 1; }

import_check_with() {  # FILE: the import check's output on a scratch copy with FILE as a Quote file
    local scratch status=0
    scratch=$(mktemp -d)
    git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' file; do [ -f "$file" ] && cp --parents "$file" "$scratch"; done
    if ! python3 scripts/check-imports.py "$scratch" >/dev/null 2>&1; then
        echo "the import check refuses the package even without the fixture"
        return 0  # "passed": the caller fails, printing this line
    fi
    cp "$1" "$scratch/Modules/Quote/"
    python3 scripts/check-imports.py "$scratch" 2>&1 || status=$?
    rm -rf "$scratch"
    return "$status"
}

failures=0
for file in Tests/CompileSafety/*.swift; do
    fixture=$(basename "$file" .swift)
    claim=$(sed -n 's|^// Claim: ||p' "$file")
    with=$(sed -n 's|^// With: ||p' "$file")
    if [ "$fixture" = FeatureImportsAFeature ]; then
        output=$(import_check_with "$file") &&
            { echo "FAIL: $fixture passed the import check: $output" >&2; failures=$((failures + 1)); continue; }
    else
        fixed=$(swiftc -typecheck -swift-version 6 -I "$modules" -D FIXED "$file" $with 2>&1) ||
            { echo "FAIL: $fixture does not compile even when fixed:" >&2; echo "$fixed" >&2; failures=$((failures + 1)); continue; }
        output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" $with 2>&1) &&
            { echo "FAIL: $fixture compiled: \"$claim\" no longer holds" >&2; failures=$((failures + 1)); continue; }
    fi
    while IFS= read -r expected; do
        grep -qF -- "$expected" <<<"$output" ||
            { echo "FAIL: $fixture did not print: $expected" >&2; echo "$output" >&2; failures=$((failures + 1)); continue 2; }
    done < <(sed -n 's|^// Expect: ||p' "$file")
    echo "proved: $claim ($fixture)"
done
[ "$failures" -eq 0 ] || { echo "check-compile-safety: $failures claim(s) not proved" >&2; exit 1; }

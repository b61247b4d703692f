#!/usr/bin/env bash
# The kernel's compile-time proofs, one row per claim. Each fixture in Tests/CompileSafety must fail with
# the error named below, and must compile once fixed (`-D FIXED`), which proves the error comes from the
# claim and from nothing else. docs/architecture.md lists the same table.
#
# Type-checks each fixture against the built Core module: run after `swift build` (or `swift test`).
# The last row is the module rule, proved through scripts/check-imports.py on a scratch copy of the
# package.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
if [ ! -e "$modules/Core.swiftmodule" ]; then
    echo "check-compile-safety: no built Core module in $modules; run 'swift build' first" >&2
    exit 1
fi

# claim | fixture | a line the compiler must print (grep -E) | a second line it must print, or -
rows=(
    "a parent lacking a dependency member does not compile|MissingDependencyMember|error: type 'FixtureRoot' does not conform to protocol 'GreetingDependency'|protocol requires property 'greeting'"
    "a forwarding protocol missing a member's line does not compile|MissingForwardingLine|error: type 'Level' does not conform to protocol 'RootLevelDependency'|protocol requires property 'logger'"
    "a root adopting a forwarding protocol gets no forwarding: its missing member does not compile|RootAdoptsForwarding|error: type 'Root' does not conform to protocol 'RootLevelDependency'|protocol requires property 'clock'"
    "a weak-shared slot of a value type does not compile|WeakSharedOfValueType|error: 'WeakShared' requires that 'Draft' be a class type|-"
    "a graph-shared value cannot be reached outside a build: the build's graph cannot be kept|GraphSharedOutsideABuild|error: implicit conversion to 'ObjectGraph\\?' is consuming|-"
    "a feature cannot reach its parent (no walking up the tree to the root)|ParentFromAFeature|error: 'parent' is inaccessible due to 'internal' protection level|-"
)

failures=0
fail() {
    echo "check-compile-safety: FAIL: $*" >&2
    failures=$((failures + 1))
}
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "$@" 2>&1; }

for row in "${rows[@]}"; do
    IFS='|' read -r claim fixture expected also <<<"$row"
    file="Tests/CompileSafety/$fixture.swift"
    if ! output=$(typecheck -D FIXED "$file"); then
        fail "$fixture does not compile even when fixed:"
        echo "$output" >&2
        continue
    fi
    if output=$(typecheck "$file"); then
        fail "$fixture compiled: the claim \"$claim\" no longer holds"
        continue
    fi
    if ! grep -qE "$expected" <<<"$output" || { [ "$also" != "-" ] && ! grep -qE "$also" <<<"$output"; }; then
        fail "$fixture failed, but not with the expected error ($expected):"
        echo "$output" >&2
        continue
    fi
    echo "proved: $claim ($fixture: $(grep -oE "$expected" <<<"$output" | head -n 1))"
done

# Features never import each other: the import check must refuse a Quote file that imports Profile.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git ls-files -z Package.swift Modules App Tests | xargs -0 -I{} cp --parents {} "$scratch"
if ! python3 scripts/check-imports.py "$scratch" >/dev/null 2>&1; then
    fail "the import check refuses the package even without the fixture"
else
    cp Tests/CompileSafety/FeatureImportsAFeature.swift "$scratch/Modules/Quote/"
    if output=$(python3 scripts/check-imports.py "$scratch" 2>&1); then
        fail "a Quote file importing ProfileFeature passed the import check"
    elif ! grep -q "imports ProfileFeature, which target QuoteFeature does not declare" <<<"$output"; then
        fail "the import check refused the fixture, but not by naming the import:"
        echo "$output" >&2
    else
        echo "proved: a feature importing another feature is refused (FeatureImportsAFeature: check-imports names it)"
    fi
fi

if [ "$failures" -gt 0 ]; then
    echo "check-compile-safety: $failures claim(s) not proved" >&2
    exit 1
fi

#!/usr/bin/env bash
# On one copy of the package (.build-ci/copy, kept between runs): a feature added with new-feature, which must
# build with no warning, pass every test (its own, and the ones that read the root's declarations) and lint.
set -euo pipefail
cd "$(dirname "$0")/.."
copy=.build-ci/copy
mkdir -p "$copy"
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$copy"

cd "$copy"
# Refusals write nothing: a keyword as the name, and a formatter that fails after the files were written
# (a stand-in `swift` that exits 1), whose changes are undone.
swift build -q --product new-feature
scaffold="$(swift build --show-bin-path)/new-feature"
before=$(cat Package.swift App/Composition/*.swift | md5sum)
for refused in Class Default Self; do
    ! "$scaffold" "$refused" 2>/dev/null || { echo "new-feature took the keyword $refused" >&2; exit 1; }
done
failing=$(mktemp -d)
printf '#!/bin/sh\nexit 1\n' >"$failing/swift" && chmod +x "$failing/swift"
! PATH="$failing:$PATH" "$scaffold" CiUndone 2>/dev/null || { echo "new-feature ignored a failing step" >&2; exit 1; }
[ "$(cat Package.swift App/Composition/*.swift | md5sum)" = "$before" ] && [ ! -e Modules/CiUndone ] && [ ! -e App/Wiring/CiUndoneWiring.swift ] ||
    { echo "new-feature left its changes behind after a refusal" >&2; exit 1; }
"$scaffold" --help | grep -q "^usage: " || { echo "new-feature --help printed no usage" >&2; exit 1; }
echo "new-feature refused three keywords and undid a failed run; --help prints its usage"

swift run -q new-feature CiProbe CiItem
swift build --build-tests 2>&1 | { ! grep -E "(^|: )(warning|error): "; }
swift test --skip-build 2>&1 | grep -E "^(✘|[✔━] Test run|error)"
swift format lint --strict --recursive Package.swift Modules App Tests

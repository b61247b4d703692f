#!/usr/bin/env bash
# On one copy of the package (.build-ci/copy, kept between runs): one mutant, built and tested, and a feature
# added with new-feature, which must build with no warning (both build with the same flags, so only what the
# feature changed is compiled again, and shows its warnings), pass its tests, lint and keep the arrows.
set -euo pipefail
cd "$(dirname "$0")/.."
copy=.build-ci/copy
mkdir -p "$copy"
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$copy"

# Exit 3 is a score under 90%, which one mutant says nothing about; anything else non-zero is a failure.
python3 scripts/mutation-test --tree "$copy" --sample 1 --seed "${MUTATION_SEED:-$RANDOM}" || [ $? -eq 3 ]

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
swift test --skip-build --filter CiProbe 2>&1 | tail -n 1
swift format lint --strict --recursive Package.swift Modules App Tests
python3 scripts/check-imports.py

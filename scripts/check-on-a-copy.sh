#!/usr/bin/env bash
# The checks that change the package, on one copy of it (.build-ci/copy, built once, kept between runs):
# a small mutation sample, to show the generator works, and a feature added with new-feature, which must
# build with no warning, pass its tests, lint, and keep the module arrows. Both build with the same flags,
# so the feature's build recompiles only what it changed: a warning still shows, as every file of the new
# module and of what imports it is compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
copy=.build-ci/copy
mkdir -p "$copy"
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$copy"

# Exit 3 is a score under 90%, which three mutants say nothing about; anything else non-zero is a failure.
python3 scripts/mutation-test --tree "$copy" --sample 3 --seed "${MUTATION_SEED:-$RANDOM}" || [ $? -eq 3 ]

cd "$copy"
swift run -q new-feature CiProbe CiItem
swift build --build-tests 2>&1 | { ! grep -E "(^|: )(warning|error): "; }
swift test --skip-build --filter CiProbe 2>&1 | tail -n 1
swift format lint --strict --recursive Package.swift Modules App Tests
python3 scripts/check-imports.py

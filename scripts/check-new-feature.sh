#!/usr/bin/env bash
# A stored feature added with new-feature, in this checkout, on the build already made: it must build with no
# warning, pass every test (its own, and the ones that read the root's declarations) and lint, and twenty runs of
# the app adding to its list at once must lose nothing. The checkout is put back as it was at the end, however
# the check ends, so it must be clean to start: git status shows nothing.
# Arguments go to `swift build`: give the ones the build was made with (CI: -Xswiftc -warnings-as-errors), or
# it is made again whole.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "$(git status --porcelain)" ]; then
    echo "check-new-feature: the checkout has changes (git status); commit or stash them first: it is put back after" >&2
    exit 1
fi
trap 'git checkout -q -- . && git clean -fdq -- Modules App Tests' EXIT

# Refusals write nothing: a keyword as the name, and a formatter that fails after the files were written
# (a stand-in `swift` that exits 1), whose changes are undone.
swift build -q --product new-feature "$@"
scaffold="$(swift build --show-bin-path)/new-feature"
for refused in Class Default Self; do
    ! "$scaffold" "$refused" 2>/dev/null || { echo "new-feature took the keyword $refused" >&2; exit 1; }
done
failing=$(mktemp -d)
printf '#!/bin/sh\nexit 1\n' >"$failing/swift" && chmod +x "$failing/swift"
! PATH="$failing:$PATH" "$scaffold" CiUndone 2>/dev/null || { echo "new-feature ignored a failing step" >&2; exit 1; }
[ -z "$(git status --porcelain)" ] ||
    { echo "new-feature left its changes behind after a refusal:" >&2; git status --short >&2; exit 1; }
"$scaffold" --help | grep -q "^usage: " || { echo "new-feature --help printed no usage" >&2; exit 1; }
echo "new-feature refused three keywords and undid a failed run; --help prints its usage"

"$scaffold" CiProbe CiItem
swift build --build-tests "$@" 2>&1 | { ! grep -E "(^|: )(warning|error): "; }
swift test --skip-build 2>&1 | grep -E "^(✘|[✔━] Test run|error)"
swift format lint --strict --recursive Package.swift Modules App Tests
# Alone, over its fakes: its list holds the fakes' one item, and q quits with 0.
alone=$(printf 'q\n' | "$(swift build --show-bin-path)/ci-probe-alone")
grep -qx "• A first ci item" <<<"$alone" || { echo "ci-probe-alone did not show its list:" >&2; echo "$alone" >&2; exit 1; }
echo "ci-probe-alone shows its list over its fakes"

# Twenty runs of the app adding ten items each to one data directory at once (each told, on standard error, that
# another is saving): none of the 200 is lost.
app="$(swift build --show-bin-path)/feature-graph"
data=$(mktemp -d)
runs=()
for run in $(seq 20); do
    { for n in $(seq 10); do printf '1\nRun %d, addition %d\n' "$run" "$n"; done; printf 'q\n'; } |
        "$app" --data-dir "$data" open ci-probe >/dev/null 2>&1 &
    runs+=($!)
done
for run in "${runs[@]}"; do wait "$run" || { echo "a run adding items exited with $?" >&2; exit 1; }; done
kept=$(printf 'q\n' | "$app" --data-dir "$data" open ci-probe | grep -c "^• Run ")
rm -rf "$data"
[ "$kept" = 200 ] || { echo "20 runs adding 10 items each at once kept $kept of 200" >&2; exit 1; }
echo "20 runs adding 10 items each at once kept all 200"

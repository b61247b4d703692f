#!/usr/bin/env bash
# The kernel's compile-time proofs, one row per claim of docs/architecture.md's table. Each fixture in
# Tests/CompileSafety must fail printing every line the table quotes for it, and must compile once fixed
# (`-D FIXED`), which proves the error comes from the claim and from nothing else.
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

# The claims are the table "Compile-time safety, proven" in docs/architecture.md: claim | fixture | each line
# the compiler (or the import check) prints, in backticks, … standing for any text. Reading them from the
# doc keeps its quotes what the tools print: a toolchain that words an error differently fails here.
mapfile -t rows < <(python3 - <<'PY'
import re
lines = open("docs/architecture.md", encoding="utf-8").read().split("\n")
start = next(index for index, line in enumerate(lines) if line.startswith("| claim | fixture |"))
for line in lines[start + 2:]:
    if not line.startswith("|"):
        break
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    fixture = re.search(r"\[`(\w+)`\]", cells[1]).group(1)
    print("\t".join([cells[0], fixture] + re.findall(r"`([^`]+)`", cells[2])))
PY
)
[ "${#rows[@]}" -gt 0 ] || { echo "check-compile-safety: no claims in docs/architecture.md" >&2; exit 1; }

failures=0
fail() {
    echo "check-compile-safety: FAIL: $*" >&2
    failures=$((failures + 1))
}
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "$@" 2>&1; }
# Whether OUTPUT has a line holding every part of QUOTE, the parts split at each …, in order.
prints() {
    python3 -c 'import re, sys
parts = [re.escape(part) for part in sys.argv[2].split("\u2026")]
sys.exit(0 if re.search(".*".join(parts), sys.argv[1]) else 1)' "$1" "$2"
}

import_check_of() {  # FIXTURE: the import check on a scratch copy of the package with FIXTURE as a Quote file
    local scratch
    scratch=$(mktemp -d)
    # The package as it stands, new files not yet committed included (a feature just added, say).
    git ls-files -z --cached --others --exclude-standard Package.swift Modules App Tests |
        while IFS= read -r -d '' file; do [ -f "$file" ] && cp --parents "$file" "$scratch"; done
    if ! python3 scripts/check-imports.py "$scratch" >/dev/null 2>&1; then
        rm -rf "$scratch"
        echo "the import check refuses the package even without the fixture"
        return 0
    fi
    cp "Tests/CompileSafety/$1.swift" "$scratch/Modules/Quote/"
    python3 scripts/check-imports.py "$scratch" 2>&1
    local status=$?
    rm -rf "$scratch"
    return "$status"
}

for row in "${rows[@]}"; do
    IFS=$'\t' read -r -a fields <<<"$row"
    claim=${fields[0]} fixture=${fields[1]}
    quotes=("${fields[@]:2}")
    if [ "$fixture" = FeatureImportsAFeature ]; then
        # Features never import each other: the import check must refuse a Quote file that imports Profile.
        if output=$(import_check_of "$fixture"); then
            fail "$fixture passed the import check: the claim \"$claim\" no longer holds"
            continue
        fi
    else
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
    fi
    for quote in "${quotes[@]}"; do
        if ! prints "$output" "$quote"; then
            fail "$fixture failed, but docs/architecture.md quotes a line it did not print: $quote"
            echo "$output" >&2
            continue 2
        fi
    done
    echo "proved: $claim ($fixture: ${quotes[0]})"
done

if [ "$failures" -gt 0 ]; then
    echo "check-compile-safety: $failures claim(s) not proved" >&2
    exit 1
fi

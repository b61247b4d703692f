#!/usr/bin/env bash
# Every DocC catalog of the package's library products (Modules/<Module>/<Module>.docc) builds with the
# toolchain's docc, every symbol link resolving and no warning. Reads the modules `swift build` made: run after it.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=$(swift build --show-bin-path)/Modules
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
for catalog in Modules/*/*.docc; do
    module=$(basename "$catalog" .docc)
    mkdir -p "$output/$module"
    swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -minimum-access-level public -output-dir "$output/$module"
    docc convert "$catalog" --additional-symbol-graph-dir "$output/$module" --warnings-as-errors \
        --fallback-display-name "$module" --fallback-bundle-identifier "FeatureGraph.$module" \
        --output-path "$output/$module.doccarchive" >"$output/$module.log" 2>&1 ||
        { cat "$output/$module.log" >&2; echo "check-docc: $module's catalog does not build" >&2; exit 1; }
    echo "built: $catalog"
done

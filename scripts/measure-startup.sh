#!/usr/bin/env bash
# Start-up of feature-graph: wall time from exec to the first menu and out (`q` piped in), and peak
# resident memory, beside a minimal Foundation executable built the same way (release).
# Needs hyperfine (apt-get install hyperfine). Used for docs/performance.md:
#   scripts/measure-startup.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "measure-startup: needs hyperfine (apt-get install hyperfine)" >&2; exit 1; }

swift build -c release --product feature-graph >/dev/null
app=$(swift build -c release --show-bin-path)/feature-graph

baseline=$(mktemp -d)
trap 'rm -rf "$baseline"' EXIT
mkdir -p "$baseline/Sources/Minimal"
cat > "$baseline/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Minimal", targets: [.executableTarget(name: "Minimal")])
SWIFT
cat > "$baseline/Sources/Minimal/main.swift" <<'SWIFT'
import Foundation
// Reads the environment and a line, as feature-graph does before its first menu.
let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
print("Minimal \(home.count)")
_ = readLine()
SWIFT
(cd "$baseline" && swift build -c release >/dev/null)
minimal=$(cd "$baseline" && swift build -c release --show-bin-path)/Minimal

data=$(mktemp -d)
# Through the shell (hyperfine subtracts its start-up), so that `q` can be piped in.
hyperfine --warmup 5 --runs 50 \
    "printf 'q\\n' | $app --data-dir $data" "printf 'q\\n' | $minimal"

peak() { /usr/bin/time -f '%M' "$@" <<<"q" 2>&1 >/dev/null | tail -n 1; }
echo "peak resident memory: feature-graph $(peak "$app" --data-dir "$data") kB, minimal $(peak "$minimal") kB"
rm -rf "$data"

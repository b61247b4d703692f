#!/usr/bin/env bash
# Modules copied into a fresh package, built under ThreadSanitizer with warnings as errors, the project's suppressions in force:
# - Core alone beside the checkout example, as Core's README tells a team to: the kernel needs nothing else
#   from here, and the example exits 1 if a lifetime breaks its promise;
# - a write planted without a lock on StandardConsole's input thread, and one in a kept feature's making
#   (Tests/SanitizerProbes): each must be reported, so no suppression hides those threads.
set -euo pipefail
cd "$(dirname "$0")/.."
export TSAN_OPTIONS="suppressions=$PWD/.ci/tsan-suppressions.txt"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Each file keeps its path, so that a suppression naming a file of the project would match it here too.
mkdir -p "$scratch/Modules" "$scratch/Tests" "$scratch/Examples/Checkout" && cp -R Modules/Core Modules/Composition Modules/Locking Modules/TerminalScreen Modules/TerminalMenu "$scratch/Modules/"
cp -R Tests/SanitizerProbes "$scratch/Tests/" && cp -R Examples/Checkout/Sources "$scratch/Examples/Checkout/"
console="$scratch/Modules/TerminalMenu/StandardConsole.swift"  # the thread that starts it writes too
sed -i 's/^\( *\)let thread = Thread { \[self\] in$/&\n\1    plantedWrites += 1/; s/^\( *\)thread.start()$/&\n\1plantedWrites += 1/' "$console"
echo 'nonisolated(unsafe) var plantedWrites = 0' >>"$console"
cat >"$scratch/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let (shop, probes) = ("Examples/Checkout/Sources/", "Tests/SanitizerProbes/")
let package = Package(name: "FreshCopies", platforms: [.macOS(.v15)], targets: [
    .target(name: "Core", path: "Modules/Core", exclude: ["README.md"]),
    .target(name: "ShopLifetimes", dependencies: ["Core"], path: shop + "ShopLifetimes"),
    .executableTarget(name: "Checkout", dependencies: ["Core", "ShopLifetimes"], path: shop + "Checkout"),
    .target(name: "Locking", path: "Modules/Locking", exclude: ["README.md"]),
    .target(name: "TerminalScreen", dependencies: ["Locking"], path: "Modules/TerminalScreen", exclude: ["README.md"]),
    .target(name: "Composition", dependencies: ["Core", "TerminalScreen"], path: "Modules/Composition", exclude: ["README.md"]),
    .target(name: "TerminalMenu", dependencies: ["Composition", "Locking", "TerminalScreen"], path: "Modules/TerminalMenu", exclude: ["README.md"]),
    .executableTarget(name: "InputThread", dependencies: ["TerminalMenu"], path: probes + "InputThread"),
    .executableTarget(name: "KeptFeatureMaking", dependencies: ["Core"], path: probes + "KeptFeatureMaking"),
], swiftLanguageModes: [.v6])
SWIFT
cd "$scratch"
swift build -q --sanitize=thread -Xswiftc -warnings-as-errors
built=$(swift build --sanitize=thread --show-bin-path)
"$built/Checkout" | tail -n 1
for probe in InputThread KeptFeatureMaking; do
    report=$("$built/$probe" 2>&1 || true)
    grep -q "WARNING: ThreadSanitizer: .*race" <<<"$report" ||
        { echo "check-fresh-copies: the race planted in $probe was not reported:" >&2; echo "$report" >&2; exit 1; }
    echo "ThreadSanitizer reported the race planted in $probe"
done

#!/usr/bin/env bash
# Copies Modules/Core alone into a fresh package beside the checkout example, as Core's README tells a
# team to, then builds it with warnings as errors and runs it: the kernel needs nothing else from here,
# and the example exits 1 if a lifetime breaks its promise.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/Sources"
cp -R Modules/Core "$scratch/Sources/Core"
cp -R Examples/Checkout/Sources/Checkout Examples/Checkout/Sources/ShopLifetimes "$scratch/Sources/"
cat >"$scratch/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "Core", exclude: ["README.md"]),
        .target(name: "ShopLifetimes", dependencies: ["Core"]),
        .executableTarget(name: "Checkout", dependencies: ["Core", "ShopLifetimes"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cd "$scratch"
swift build -q -Xswiftc -warnings-as-errors
swift run -q Checkout

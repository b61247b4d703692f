#!/usr/bin/env bash
# Proves the kernel's compile-time safety: a component whose parent lacks one member of its dependency
# protocol must not build, and the compiler's error must name that member.
#
# Type-checks Tests/CompileSafety/MissingDependencyMember.swift against the built Core module twice:
# with the member provided it must compile (so the fixture is otherwise sound); without it, it must fail
# with a diagnostic naming `greeting`. Run after `swift build` (or `swift test`).
set -euo pipefail
cd "$(dirname "$0")/.."

fixture=Tests/CompileSafety/MissingDependencyMember.swift
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
if [ ! -e "$modules/Core.swiftmodule" ]; then
    echo "check-compile-safety: no built Core module in $modules; run 'swift build' first" >&2
    exit 1
fi
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "$@" "$fixture" 2>&1; }

if ! output=$(typecheck -D PROVIDE_GREETING); then
    echo "check-compile-safety: the fixture fails to compile even with the member provided:" >&2
    echo "$output" >&2
    exit 1
fi

if output=$(typecheck); then
    echo "check-compile-safety: FAIL: a parent lacking 'greeting' compiled; the kernel no longer checks dependencies" >&2
    exit 1
fi
if ! grep -q "error: type 'FixtureRoot' does not conform to protocol 'GreetingDependency'" <<<"$output" \
    || ! grep -q "'greeting'" <<<"$output"; then
    echo "check-compile-safety: FAIL: the fixture failed, but not with an error naming 'greeting':" >&2
    echo "$output" >&2
    exit 1
fi
echo "check-compile-safety: a parent lacking a dependency member does not compile; the compiler says:"
grep -E "error:|note:" <<<"$output" | sed -E 's/^.*(error|note): /  \1: /' | sort -u

#!/usr/bin/env python3
"""Every `import` of a project module is a declared dependency of its target (SwiftPM's own check misses
transitive imports on Linux); Core and Locking depend on no project module, TerminalScreen and Persistence
on Locking at most, and a feature (a target named `…Feature`) on Core and TerminalScreen alone.
Usage: scripts/check-imports.py [PACKAGE_DIR]
"""
import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)",
    re.MULTILINE,
)
# What each foundational module may depend on: nothing of the project's but the lock type.
FOUNDATIONAL = {"Core": set(), "Locking": set(), "TerminalScreen": {"Locking"}, "Persistence": {"Locking"}}
FEATURE_MAY_IMPORT = {"Core", "TerminalScreen"}


def main() -> int:
    package = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    described = subprocess.run(
        ["swift", "package", "describe", "--type", "json"],
        cwd=package, check=True, capture_output=True, text=True,
    )
    targets = json.loads(described.stdout)["targets"]
    project_modules = {target["name"] for target in targets}
    problems = []

    for target in sorted(targets, key=lambda t: t["name"]):
        name = target["name"]
        declared = set(target.get("target_dependencies") or [])
        if name in FOUNDATIONAL and declared - FOUNDATIONAL[name]:
            allowed = sorted(FOUNDATIONAL[name]) or "no project module"
            problems.append(f"{name} may depend on {allowed}, but declares {sorted(declared)}")
        is_feature = target["path"].startswith("Modules/") and name.endswith("Feature")
        if is_feature and declared - FEATURE_MAY_IMPORT:
            problems.append(
                f"feature {name} must depend on Core and TerminalScreen alone, but declares {sorted(declared)}")

        for source in target.get("sources", []):
            path = package / target["path"] / source
            text = strip_comments(path.read_text(encoding="utf-8"))
            for module in IMPORT.findall(text):
                if module in project_modules and module != name and module not in declared:
                    problems.append(
                        f"{path.relative_to(package)}: imports {module}, "
                        f"which target {name} does not declare as a dependency"
                    )

    for problem in problems:
        print(f"check-imports: {problem}", file=sys.stderr)
    if not problems:
        print(f"check-imports: {len(targets)} targets, every project import is a declared dependency")
    return 1 if problems else 0


def strip_comments(text: str) -> str:
    """Removes comments and multi-line strings, so an import in a comment or a template is not counted."""
    text = re.sub(r'""".*?"""', "", text, flags=re.DOTALL)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", "", text)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks that every relative link in the project's Markdown files points at a file or folder that exists.

Usage: scripts/check-doc-links.py [PACKAGE_DIR]
"""
import pathlib
import re
import sys

LINK = re.compile(r"\]\(([^)\s]+)\)")


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    documents = [p for p in root.rglob("*.md") if not any(part.startswith(".") for part in p.relative_to(root).parts)]
    broken = []
    count = 0
    for document in sorted(documents):
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            count += 1
            path = (document.parent / target.split("#", 1)[0]).resolve()
            if not path.exists():
                broken.append(f"{document.relative_to(root)}: {target}")
    for link in broken:
        print(f"check-doc-links: broken link in {link}", file=sys.stderr)
    if not broken:
        print(f"check-doc-links: {count} relative links in {len(documents)} Markdown files, all resolve")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

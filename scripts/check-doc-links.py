#!/usr/bin/env python3
"""Checks that every relative link in the project's Markdown files points at a file or folder that exists,
and that a link to a heading (`page.md#a-heading`, `#a-heading`) names a heading the page has.

Usage: scripts/check-doc-links.py [PACKAGE_DIR]
"""
import pathlib
import re
import sys

LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def anchors(path: pathlib.Path) -> set[str]:
    """The anchors GitHub gives the page's headings: lower case, punctuation dropped, spaces as hyphens."""
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    return {
        re.sub(r"[^\w\- ]", "", heading.strip().replace("`", "").lower()).replace(" ", "-")
        for heading in HEADING.findall(text)
    }


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    documents = [p for p in root.rglob("*.md") if not any(part.startswith(".") for part in p.relative_to(root).parts)]
    broken = []
    count = 0
    for document in sorted(documents):
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            if re.match(r"^[a-z]+:", target):
                continue
            count += 1
            file_part, _, anchor = target.partition("#")
            path = (document.parent / file_part).resolve() if file_part else document
            if not path.exists():
                broken.append(f"{document.relative_to(root)}: {target}")
            elif anchor and path.suffix == ".md" and anchor not in anchors(path):
                broken.append(f"{document.relative_to(root)}: {target} (no such heading)")
    for link in broken:
        print(f"check-doc-links: broken link in {link}", file=sys.stderr)
    if not broken:
        print(f"check-doc-links: {count} relative links in {len(documents)} Markdown files, all resolve")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

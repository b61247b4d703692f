#!/usr/bin/env bash
# Regenerates the graph embedded in README.md and docs/architecture.md from the app itself:
#   scripts/update-graph-docs.sh
# AppTests' GraphExportTests fails when the embedded graph differs from `feature-graph graph --format mermaid`.
set -euo pipefail
cd "$(dirname "$0")/.."
graph=$(swift run -q feature-graph graph --format mermaid)
for file in README.md docs/architecture.md; do
    GRAPH="$graph" python3 - "$file" <<'PY'
import os, re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
begin, end = "<!-- graph: begin -->", "<!-- graph: end -->"
if begin not in text or end not in text:
    sys.exit(f"{path}: no {begin} … {end} block to replace")
block = f"{begin}\n```mermaid\n{os.environ['GRAPH'].rstrip()}\n```\n{end}"
text = re.sub(re.escape(begin) + r".*?" + re.escape(end), lambda _: block, text, flags=re.DOTALL)
open(path, "w", encoding="utf-8").write(text)
print(f"updated {path}")
PY
done

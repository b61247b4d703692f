#!/usr/bin/env bash
# Regenerates what the docs show of the app's own output, from the app itself:
#   scripts/update-docs.sh
# - the graph block in README.md and docs/architecture.md (`feature-graph graph --format mermaid`);
# - the tour in README.md (the piped session its command line shows);
# - the Diagnostics screen in docs/diagnostics.md, after the steps it names.
# AppTests (GraphExportTests, ReadmeTourTests, DocTablesTests) fail when one is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product feature-graph
app=$(swift build --show-bin-path)/feature-graph

replace_block() {  # FILE NAME CONTENT: replaces what stands between <!-- NAME: begin --> and <!-- NAME: end -->
    BLOCK="$3" python3 - "$1" "$2" <<'PY'
import os, re, sys
path, name = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
begin, end = f"<!-- {name}: begin -->", f"<!-- {name}: end -->"
if begin not in text or end not in text:
    sys.exit(f"{path}: no {begin} … {end} block to replace")
block = f"{begin}\n{os.environ['BLOCK'].rstrip()}\n{end}"
text = re.sub(re.escape(begin) + r".*?" + re.escape(end), lambda _: block, text, flags=re.DOTALL)
open(path, "w", encoding="utf-8").write(text)
print(f"updated {name} in {path}")
PY
}

graph=$("$app" graph --format mermaid)
for file in README.md docs/architecture.md; do
    replace_block "$file" graph $'```mermaid\n'"$graph"$'\n```'
done

input='2\n1\n08:00\n\nc\nq\n'
data=$(mktemp -d)
tour=$(printf "$input" | "$app" --trace-lifetimes --data-dir "$data")
rm -rf "$data"
command="printf '$input' | swift run feature-graph --trace-lifetimes --data-dir \"\$(mktemp -d)\""
replace_block README.md tour $'```sh\n'"$command"$'\n```\n\n```text\n'"$tour"$'\n```'

# Under an empty home folder of its own, shown as /home/ada's, so no real data is read or set aside.
home=$(mktemp -d)
diagnostics=$(printf '2\n1\nc\nb\n4\nq\n' | env -u XDG_DATA_HOME -u FEATURE_GRAPH_DATA_DIR HOME="$home" "$app" \
    | sed -n '/^Data: /,/utlived the component/p' | sed "s|^Data: $home/|Data: /home/ada/|")
rm -rf "$home"
replace_block docs/diagnostics.md diagnostics $'```\n'"$diagnostics"$'\n```'

#!/usr/bin/env bash
# Swift's own answers for the script tests that are plain Swift: each file under Tests/Scripts
# whose first line is `// swift-parity: …` is compiled by swiftc (with `import Foundation` put
# first, as module `main`, as a script's types print in Swift), run, and its output compared
# line by line with the file's `// expect:` comments. So those expectations are checked against
# the Swift toolchain that builds Anim, not only against Anim. Nothing is written into the work
# tree (the programs go to a temporary directory).
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFTC=${SWIFTC:-swiftc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
count=0
while IFS= read -r file; do
  count=$((count + 1))
  name=$(basename "$file" .anim)
  { echo "import Foundation"; cat "$file"; } > "$work/$name.swift"
  if ! "$SWIFTC" -module-name main -o "$work/$name" "$work/$name.swift" > "$work/$name.log" 2>&1; then
    echo "FAIL $file: swiftc refused it"; sed -n 1,12p "$work/$name.log"; failed=$((failed + 1)); continue
  fi
  "$work/$name" > "$work/$name.out" 2>&1 || true
  # (A file may expect no output at all: grep then finds nothing, which is no failure.)
  { grep -o '// expect: .*' "$file" || true; } | sed 's|^// expect: ||; s/ *$//' > "$work/$name.expected"
  sed 's/ *$//' "$work/$name.out" > "$work/$name.actual"
  if diff -u "$work/$name.expected" "$work/$name.actual" > "$work/$name.diff"; then
    echo "PASS $file (Swift prints what it expects)"
  else
    echo "FAIL $file: Swift prints otherwise (- expected, + Swift)"; cat "$work/$name.diff"; failed=$((failed + 1))
  fi
done < <(grep -l -m1 '^// swift-parity:' -r Tests/Scripts --include='*.anim' | sort)
echo "$((count - failed)) of $count files print what Swift prints"
[ "$failed" -eq 0 ]

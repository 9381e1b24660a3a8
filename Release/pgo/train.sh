#!/usr/bin/env bash
# Runs the profile training (Release/pgo/README.md) with an instrumented `anim` and merges what
# it counted into Release/anim.profdata. Usage: Release/pgo/train.sh path/to/instrumented/anim
# (`make pgo-profile` builds that binary and calls this).
set -euo pipefail
cd "$(dirname "$0")/../.."
anim=$1
profdata=${LLVM_PROFDATA:-$(dirname "$(command -v swiftc)")/llvm-profdata}
raw=$(mktemp -d)
trap 'rm -rf "$raw"' EXIT
export LLVM_PROFILE_FILE="$raw/anim-%p.profraw"
# Breadth: every script suite, as `make test` runs them (each file in a worker process).
"$anim" test Examples Tests/Scripts > /dev/null
# Depth: the training programs, long enough that the run-time paths count, not only parsing.
for program in Release/pgo/*.anim; do
  "$anim" "$program" > /dev/null
done
"$profdata" merge --output Release/anim.profdata "$raw"/*.profraw
echo "wrote Release/anim.profdata ($(ls "$raw" | wc -l) runs)"

#!/usr/bin/env bash
# Rewrites tests/abi/symbols.txt from a built libhpcabench.so (default build dir: build) and
# tests/abi/layout.txt (sizeof/offsetof of every public struct, tests/abi/layout.py).
# Run after a deliberate ABI change and commit the result with the change.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
builddir=${1:-$top/build}
nm -D --defined-only "$builddir/lib/libhpcabench.so" | awk '$2 != "A" {print $3}' | sed 's/@.*//' \
  | LC_ALL=C sort -u > "$top/tests/abi/symbols.txt"
echo "wrote $(wc -l < "$top/tests/abi/symbols.txt") symbols to tests/abi/symbols.txt"
python3 "$top/tests/abi/layout.py" --write "$top/tests/abi/layout.txt"

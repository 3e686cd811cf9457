#!/usr/bin/env bash
# Applies .clang-format to the project's own C sources and headers: lib/, include/, tools/, the unit
# tests, the test-only device runtime and the examples' harness and test program.
#   tools/format.sh           rewrites the files in place
#   tools/format.sh --check   changes nothing; lists the files that differ and exits 1 if any does
# Kernel sources (kernels/, examples' references and candidates, test fixtures) are left as written:
# they are data whose line numbers the static check's findings and tests refer to.
# clang-format 14 (Debian 12's) is the formatter: another version formats some constructs differently.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

fmt=""
for c in clang-format-14 clang-format; do
  if command -v "$c" >/dev/null && "$c" --version | grep -q 'version 14\.'; then fmt=$c; break; fi
done
if [ -z "$fmt" ]; then
  echo "tools/format.sh: clang-format 14 not found (apt-get install clang-format-14)" >&2
  exit 2
fi

mapfile -t files < <(git ls-files 'lib/*.c' 'lib/*.h' 'include/*.h' 'tools/*.c' 'tools/*.h' 'tests/unit/*.c' \
  'tests/unit/*.h' 'tests/device/fake_cudart.c' 'tests/device/gpu_check.c' 'tests/device/stand_in_kernels.c' \
  'examples/harness.c' 'examples/testing/test_*.c')

if [ "${1:-}" = "--check" ]; then
  bad=0
  for f in "${files[@]}"; do
    if ! "$fmt" --style=file "$f" | cmp -s - "$f"; then
      echo "not formatted: $f (tools/format.sh rewrites it)"
      bad=1
    fi
  done
  [ "$bad" -eq 0 ] && echo "formatted: ${#files[@]} files"
  exit "$bad"
fi
"$fmt" --style=file -i "${files[@]}"
echo "formatted ${#files[@]} files with $fmt"

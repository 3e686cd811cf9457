#!/usr/bin/env bash
# ABI test: the dynamic symbols that libhpcabench.so exports must equal tests/abi/symbols.txt
# (sorted, one name per line) and must all start with hpcab_. Any difference fails, so every ABI
# change is deliberate: rerun tools/abi-update.sh and commit the new list.
# Usage: check-abi.sh LIBHPCABENCH.so SYMBOLS.txt
set -euo pipefail
lib=$1 expected=$2
# Defined dynamic symbols, without the version suffix; the version-node symbols themselves
# (absolute symbols named after the nodes of lib/hpcabench.map, e.g. HPCABENCH_0) are not exports.
actual=$(nm -D --defined-only "$lib" | awk '$2 != "A" {print $3}' | sed 's/@.*//' | LC_ALL=C sort -u)
status=0
bad=$(printf '%s\n' "$actual" | grep -v '^hpcab_' || true)
if [ -n "$bad" ]; then
  echo "ABI: exported symbols that do not start with hpcab_:" >&2
  printf '  %s\n' $bad >&2
  status=1
fi
if ! diff_out=$(diff <(LC_ALL=C sort -u "$expected") <(printf '%s\n' "$actual")); then
  echo "ABI: exported symbols differ from $expected (< expected, > exported):" >&2
  printf '%s\n' "$diff_out" >&2
  echo "If the change is deliberate, run tools/abi-update.sh BUILDDIR and commit the list." >&2
  status=1
fi
[ $status -eq 0 ] && echo "ABI: $(printf '%s\n' "$actual" | wc -l) exported symbols match $expected"
exit $status

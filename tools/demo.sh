#!/usr/bin/env bash
# The README's first command: installs the dependencies, builds libhpcabench and its tools into
# ./build, and grades the shipped fast s000 candidate against kernels/llr/s000, printing the report.
# Extra arguments go to `hpcab-judge grade` (e.g. --json, --budget 1).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash tools/install-deps.sh
if [ ! -f build/build.ninja ]; then meson setup build >/dev/null; fi
meson compile -C build >/dev/null
set +e
build/tools/hpcab-judge grade kernels/llr/s000 examples/candidates/s000_fast.c "$@"
rc=$?
set -e
echo "hpcab-judge exit code: $rc (0 graded correct, 1 not correct, 2 usage or manifest error)"
exit $rc

#!/usr/bin/env bash
# The README's first command: installs the dependencies, builds libhpcabench and its tools into
# ./build, and grades the shipped fast vdotr candidate against kernels/llr/vdotr, printing the report.
# Extra arguments go to `hpcab-judge grade` (e.g. --json, --budget 1).
set -euo pipefail
if [ "${1:-}" = --help ] || [ "${1:-}" = -h ]; then
  cat <<'TEXT'
usage: bash tools/demo.sh [GRADE-OPTIONS...]

Installs the dependencies (tools/install-deps.sh), builds into ./build and grades
examples/candidates/vdotr_fast.c against kernels/llr/vdotr, printing the report. Options go to
`hpcab-judge grade` (see build/tools/hpcab-judge grade --help), e.g. --json --samples, --budget 1.

environment:
  HPCAB_STATE_DIR  the judge's state directory (default ~/.local/state/hpcabench)

exit codes:
  0  graded correct
  1  graded not correct
  2  usage, manifest or system error

example:
  bash tools/demo.sh --json --samples > v.json && build/tools/hpcab-judge report v.json -o vdotr.html
TEXT
  exit 0
fi
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
echo "demo: installing the dependencies (tools/install-deps.sh)" >&2
bash tools/install-deps.sh
echo "demo: building libhpcabench and its tools into ./build (a minute on two cores)" >&2
if [ ! -f build/build.ninja ]; then meson setup build >/dev/null; fi
# ninja's progress lines ("[12/230] Compiling ...") as one line that counts up, on a terminal
if [ -t 2 ]; then
  meson compile -C build | while IFS= read -r line; do
    case $line in
      \[*) printf '\rdemo: %-70.70s' "$line" >&2 ;;
      ninja:* | INFO:*) ;;
      *) printf '\n%s\n' "$line" >&2 ;; # a warning or an error: shown whole
    esac
  done
  printf '\r%80s\r' '' >&2
else
  meson compile -C build >/dev/null
fi
echo "demo: built" >&2
set +e
cat <<'TEXT'
Grading examples/candidates/vdotr_fast.c against kernels/llr/vdotr (a dot product). The reference adds
the products in one chain, one addition after the other; the candidate keeps sixteen partial sums in
vector registers, so it is faster at every size on any x86-64 machine. The judge checks it on eight
draws of fresh inputs, then times it against the reference, interleaved, on three secret input sizes,
and credits each input's ratio of medians when the Mann-Whitney test confirms it beyond 1%.

TEXT
build/tools/hpcab-judge grade kernels/llr/vdotr examples/candidates/vdotr_fast.c "$@"
rc=$?
set -e
echo "hpcab-judge exit code: $rc (0 graded correct, 1 not correct, 2 usage or manifest error)"
exit $rc

#!/usr/bin/env bash
# The README's first command: installs the dependencies, builds libhpcabench and its tools into
# ./build, and runs the main job. Until the judge can grade, the main job runs the tools that exist.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash tools/install-deps.sh
if [ ! -f build/build.ninja ]; then meson setup build >/dev/null; fi
meson compile -C build >/dev/null
build/tools/hpcab-judge version

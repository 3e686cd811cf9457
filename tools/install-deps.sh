#!/usr/bin/env bash
# Installs what libhpcabench needs to build and test on Debian 12: the Debian packages named in
# lib/DESIGN.md §3, those of hpcab-serve (libmicrohttpd, jansson; PAPI and perf for its profiles; curl for
# its tests), clang-format-14 (tools/format.sh --check: the C style), chromium (the browser test of
# hpcab-judge report's page), hipcc and libamdhip64-dev so that the `device` suite compiles the device sources as HIP (the CUDA toolkit, nvcc, is not a Debian package:
# installed by hand, its tests skip where it is absent) and the Python test packages (jsonschema checks
# the verdict JSON against its schema). Idempotent; prints nothing when everything is present.
#   --with-torch  also PyTorch from PyPI (the `torch` baseline of the ML kernels, their torch_module.py):
#                 large (measured: 69 s, 4.2 GB with its CUDA libraries, which the CPU baseline never
#                 loads); tools/test.sh asks for it, so CI runs the torch tests
set -euo pipefail
WITH_TORCH=0
for arg in "$@"; do
  case "$arg" in
  --with-torch) WITH_TORCH=1 ;;
  *) echo "install-deps: unknown option $arg (known: --with-torch)" >&2; exit 2 ;;
  esac
done

DEB_PKGS=(
  build-essential pkg-config meson ninja-build clang lld llvm gfortran binutils python3-dev patchelf
  libyaml-dev libffi-dev libhwloc-dev libopenblas-dev libzstd-dev libsqlite3-dev
  libsodium-dev libseccomp-dev libcmocka-dev libclang-rt-14-dev python3 python3-pip zstd
  libmicrohttpd-dev libjansson-dev libpapi-dev linux-perf curl chromium
  hipcc libamdhip64-dev clang-format-14 python3-venv
  openmpi-bin libopenmpi-dev slurm-wlm munge
  gcc-aarch64-linux-gnu g++-aarch64-linux-gnu gfortran-aarch64-linux-gnu libc6-dev-arm64-cross
)
# Open MPI comes before Slurm in that list on purpose: `srun --mpi=pmix` needs libpmix present when slurmd
# starts (tests/slurm/cluster.sh starts a private single-node cluster; no system daemon is started here).
# The aarch64 cross compilers are the regrade's portability probe (hpcab-judge portability).
# hpcab-run: jinja2, aiohttp, zstandard; hpcab-analyze: zstandard reads exports, matplotlib draws the
# figures, pinned because the example export's SHA256SUMS (examples/experiments/synthetic) hold PNG/SVG
# bytes of this exact version
# numba: Python candidates under numba.njit and the `numba` baseline (lib/build/build_python.c), the spec
# checks of tools/corpus-spec-check.py; pycparser: tools/spec-from-c.py
# pyproject-metadata, packaging: meson-python's own dependencies (meson-python itself below)
PY_PKGS=(numpy scipy pytest pyyaml jsonschema jinja2 aiohttp zstandard matplotlib==3.11.2 numba pycparser
  pyproject-metadata packaging)
if [ "$WITH_TORCH" = 1 ]; then PY_PKGS+=(torch); fi

missing=()
for p in "${DEB_PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
pymissing=()
for m in "${PY_PKGS[@]}"; do
  mod=${m%%==*} want=${m#*==}
  [ "$m" = pyyaml ] && mod=yaml # the pip name differs from the module name
  [ "$m" = pyproject-metadata ] && mod=pyproject_metadata
  if [ "$want" != "$m" ]; then # pinned: the exact version
    "$PY" -c "import sys, $mod; sys.exit($mod.__version__ != '$want')" 2>/dev/null || pymissing+=("$m")
  else
    "$PY" -c "import $mod" 2>/dev/null || pymissing+=("$m")
  fi
done
if ((${#pymissing[@]})); then
  echo "install-deps: pip installing ${pymissing[*]}" >&2
  PIP_ROOT_USER_ACTION=ignore "$PY" -m pip install -q --disable-pip-version-check "${pymissing[@]}" >/dev/null \
    || PIP_ROOT_USER_ACTION=ignore "$PY" -m pip install -q --disable-pip-version-check --break-system-packages "${pymissing[@]}" >/dev/null
fi

# meson-python, the wheel's build backend (pyproject.toml), for `pip install --no-build-isolation`: without
# its dependency on PyPI's meson, which would shadow Debian's (the build directories tools/test.sh makes)
if ! "$PY" -c "import mesonpy" 2>/dev/null; then
  echo "install-deps: pip installing meson-python" >&2
  PIP_ROOT_USER_ACTION=ignore "$PY" -m pip install -q --disable-pip-version-check --no-deps meson-python >/dev/null \
    || PIP_ROOT_USER_ACTION=ignore "$PY" -m pip install -q --disable-pip-version-check --no-deps --break-system-packages meson-python >/dev/null
fi

# mini-swe-agent (PyPI) for hpcab-run's test with a real harness, in a venv of its own under build-cache/
# (~750 MB, ~2 min the first time, then kept); HPCAB_SKIP_MINI=1 skips it (its test then skips)
MINI_VENV=${HPCAB_MINI_VENV:-$(cd "$(dirname "$0")/.." && pwd)/build-cache/mswea-venv}
if [ "${HPCAB_SKIP_MINI:-0}" != 1 ] && [ ! -x "$MINI_VENV/bin/mini" ]; then
  echo "install-deps: pip installing mini-swe-agent into $MINI_VENV" >&2
  { "$PY" -m venv "$MINI_VENV" && "$MINI_VENV/bin/pip" install -q --disable-pip-version-check mini-swe-agent >/dev/null; } \
    || echo "install-deps: mini-swe-agent could not be installed; hpcab-run's mini-swe-agent test will skip" >&2
fi

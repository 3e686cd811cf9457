#!/usr/bin/env python3
"""Checks kernels' three statements against each other: the C reference, the NumPy specification
(spec.py) and the Fortran reference (reference.f90) — kernels/MANIFEST.md, "spec.py and reference.f90".

    tools/corpus-spec-check.py [--precision P] [--draws N] [--no-fortran] [--no-numba] [--missing-ok] KERNEL_OR_DIR...

For every kernel given (an id such as llr/s000, a kernel directory, or a directory holding kernels) and
every precision it declares (the spec at all of them, f16/bf16 called with float32 arrays of the
values and its outputs rounded back; the Fortran reference at f64 and f32), it draws inputs with
the library's own draws (a fixed seed, the manifest's `test` sizes), runs the C reference (compiled as
the judge compiles it), the spec (with plain NumPy, and again under numba.njit when Numba is installed, `prange`
mapped to numba.prange) and the Fortran reference (gfortran -cpp -std=f2008 -Wall -Wextra -Werror,
warnings are failures), and compares every output with the library's bands (hpcab_check_arrays: the
judge's √ℓ rule with the manifest's `accumulate`). Prints one line per kernel and precision; exit 0
when everything given passed, 1 otherwise, 2 on a usage error. Both files also go through the judge's
source checks (spec.py: the Python glue's; reference.f90: hpcab_srccheck_file): any finding is a failure. A kernel without spec.py or
reference.f90 fails, unless --missing-ok (then it is listed as missing).
"""
from __future__ import annotations

import argparse
import ctypes
import importlib.util
import inspect
import math
import os
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bindings" / "python"))

from hpcabench import dtype  # noqa: E402
from hpcabench.correctness import check  # noqa: E402
from hpcabench.draw import Draw  # noqa: E402
from hpcabench.manifest import Manifest  # noqa: E402

SEED = 20261205  # a fixed seed: every run checks the same draws
FORTRAN_PRECISIONS = ("f64", "f32")


def kernel_dirs(args: list[str]) -> list[Path]:
    """Kernel directories from ids, kernel directories or directories holding kernels."""
    out = []
    for a in args:
        p = Path(a)
        if not p.exists():
            p = ROOT / "kernels" / a
        if (p / "kernel.yaml").is_file():
            out.append(p.resolve())
        elif p.is_dir():
            out += sorted(q.parent.resolve() for q in p.rglob("kernel.yaml"))
        else:
            raise SystemExit(f"corpus-spec-check: no kernel '{a}'")
    return out


def build_c(d: Path, m: Manifest, precision: str, out: Path) -> ctypes.CDLL:
    src = d / Path(m.reference).name
    subprocess.run(["cc", "-std=c17", "-O2", "-fPIC", "-shared", f"-I{ROOT / 'include'}", f"-DHPCAB_PREC_{precision.upper()}",
                    str(src), "-o", str(out), "-lm"], check=True, capture_output=True, text=True)
    return ctypes.CDLL(str(out))


def build_fortran(d: Path, precision: str, out: Path) -> tuple[ctypes.CDLL | None, str]:
    # -Wno-unused-parameter: hpcab/kernel.fh declares both kinds (rk, ak); a kernel may use one or none
    # -Wno-compare-reals and -Wno-unused-dummy-argument: a C reference compares reals (if (a[i] == 0)) and
    # leaves arguments unused ((void)n;) as its prototype requires
    r = subprocess.run(["gfortran", "-cpp", "-std=f2008", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
                        "-Wno-compare-reals", "-Wno-unused-dummy-argument",
                        "-O3", "-fPIC", "-shared",
                        "-fopenmp", f"-DHPCAB_PREC_{precision.upper()}", f"-I{ROOT / 'include'}",
                        str(d / "reference.f90"), "-o", str(out)], capture_output=True, text=True)
    if r.returncode != 0:
        lines = (r.stderr or r.stdout).strip().splitlines()
        errors = [ln for ln in lines if ln.startswith(("Error", "Warning"))]
        where = next((ln for ln in lines if ln.endswith(":") and ".f90:" in ln), "")
        return None, f"{where} {errors[0] if errors else (lines[0] if lines else 'gfortran failed')}".strip()
    return ctypes.CDLL(str(out)), ""


def call(lib: ctypes.CDLL, m: Manifest, draw: Draw, arrays: dict[str, np.ndarray]) -> None:
    draw.call(lib, m.symbol, arrays)


def round_to_f16(x: float) -> float:
    """x rounded to the nearest IEEE binary16 value, ties to even (subnormals, overflow to infinity)."""
    if x != x or x == 0.0 or math.isinf(x):
        return x
    e = math.frexp(x)[1]  # |x| in [2^(e-1), 2^e): 11 significant bits, the smallest step 2^-24
    q = math.ldexp(1.0, max(e - 11, -24))
    r = np.rint(x / q) * q  # ties to even
    return math.copysign(math.inf, x) if abs(r) > 65504.0 else r


def round_to_bf16(x: float) -> float:
    """x rounded to the nearest bfloat16 value, ties to even (8 significant bits, float32's range)."""
    if x != x or x == 0.0 or math.isinf(x):
        return x
    e = math.frexp(x)[1]
    q = math.ldexp(1.0, max(e - 8, -133))
    r = np.rint(x / q) * q  # ties to even
    return math.copysign(math.inf, x) if abs(r) > 3.3895313892515355e38 else r


STORE = {"f16": round_to_f16, "bf16": round_to_bf16}


def load_spec(d: Path, symbol: str, numba: bool, precision: str = "f64"):
    """The spec's kernel function, plain or under numba.njit. A spec that defines `store(x)` (the identity:
    HPCAB_ST of the C reference, where the kernel reads back a value it stored) gets the rounding to the
    run's 16-bit storage at f16/bf16 in its place."""
    spec = importlib.util.spec_from_file_location(f"spec_{abs(hash(str(d)))}_{precision}_{int(numba)}", d / "spec.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # Numba resolves a recursive function's own name through its module
    spec.loader.exec_module(mod)
    fn = getattr(mod, symbol)
    rounding = STORE.get(precision) if callable(getattr(mod, "store", None)) else None
    if not numba:
        if rounding is not None:
            mod.store = rounding
        return fn
    import numba as nb

    mod.prange = nb.prange
    if rounding is not None:
        mod.store = nb.njit(rounding)

    def jit(f):  # parallel where the function itself has a prange loop
        return nb.njit(parallel="prange(" in inspect.getsource(f))(f)

    for name, obj in list(vars(mod).items()):  # helpers first, so that the kernel's calls compile
        if inspect.isfunction(obj) and obj.__module__ == mod.__name__ and name != symbol and not (
                rounding is not None and name == "store"):
            setattr(mod, name, jit(obj))
    return jit(fn)


def load_torch_module(d: Path, symbol: str):
    """The kernel's torch_module.py function, called with NumPy arrays (as tensors over the same memory)."""
    import torch

    spec = importlib.util.spec_from_file_location(f"torch_{abs(hash(str(d)))}", d / "torch_module.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    fn = getattr(mod, symbol)

    def call(*args):
        with torch.no_grad():
            fn(*[torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in args])

    return call


def bf16_to_float32(bits: np.ndarray) -> np.ndarray:
    """bfloat16 bit patterns (uint16) as float32 values, by the library's own conversion."""
    values = [dtype.bf16_to_f32(int(b)) for b in np.ravel(bits)]
    return np.array(values, dtype=np.float32).reshape(np.shape(bits))


def float32_to_bf16(x: np.ndarray) -> np.ndarray:
    """float32 values as bfloat16 bit patterns, rounded as the library's HPCAB_ST rounds (its own
    conversion: to nearest even, NaN kept a NaN)."""
    bits = [dtype.f32_to_bf16(float(v)) for v in np.ravel(np.asarray(x, dtype=np.float32))]
    return np.array(bits, dtype=np.uint16).reshape(np.shape(x))


def spec_arrays(draw: Draw, precision: str) -> dict[str, np.ndarray]:
    """The draw's arrays as the spec sees them: f16/bf16 arrays as float32 arrays of their values (the
    spec then computes in float32, acc_t at those precisions); everything else copied as drawn."""
    out = {}
    for n, a in draw.arrays.items():
        if draw.dtypes[n] == "f16":
            out[n] = a.astype(np.float32)
        elif draw.dtypes[n] == "bf16":
            out[n] = bf16_to_float32(a)
        else:
            out[n] = a.copy()
    return out


def to_storage(draw: Draw, got: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The spec's float32 outputs stored back as the draw holds them: f16 rounded to nearest even by
    numpy, bf16 rounded to nearest even into bit patterns (as HPCAB_ST stores them)."""
    out = dict(got)
    for n in got:
        if draw.dtypes[n] == "f16":
            out[n] = np.asarray(got[n]).astype(np.float16)
        elif draw.dtypes[n] == "bf16":
            out[n] = float32_to_bf16(np.asarray(got[n]))
    return out


def compare(m: Manifest, draw: Draw, want: dict, got: dict, precision: str) -> str:
    for n in draw.arrays:
        if draw.intents[n] == "in":
            continue
        w, g = np.asarray(want[n]), np.asarray(got[n])
        if g.dtype != w.dtype:
            g = g.astype(w.dtype)
        r = check(w, np.ascontiguousarray(g), precision, max(1, m.accumulate(n, draw.sizes)))
        if not r.passed:
            return f"'{n}' differs at {r.n_failed} of {r.n_elements} elements (worst got {r.got!r}, expected {r.expected!r})"
    return ""


def run_python(fn, m: Manifest, draw: Draw, want: dict, got: dict, precision: str) -> str:
    """Calls a Python statement of the kernel (the spec, the torch module) on `got` (the draw's arrays as it
    takes them: f16/bf16 as float32) and compares with the C reference's outputs `want`, the 16-bit
    outputs stored back first: '' when they agree."""
    try:
        fn(*[got[a.name] if a.kind == "array" else (draw.sizes[a.name] if a.kind == "size" else draw.params[a.name])
             for a in m.args])
        return compare(m, draw, want, to_storage(draw, got), precision)
    except Exception as x:  # noqa: BLE001 - any failure of the Python statement is reported
        return f"raised {x.__class__.__name__}: {str(x)[:200]}"


def source_rows(d: Path, missing: list[str]) -> list[tuple[str, str, str]]:
    """The judge's source checks of the two statements, as a candidate's would be checked: spec.py by the
    Python glue's check (lib/build/pyglue.py, what the Numba baseline passes through), reference.f90 by
    the library's (hpcab_srccheck_file); any finding, even a flag for a human, is a failure."""
    from hpcabench.srccheck import source_check

    rows = []
    if "spec.py" not in missing:
        glue = load_module(ROOT / "lib" / "build" / "pyglue.py", "hpcab_pyglue")
        try:
            glue.check_source((d / "spec.py").read_text(), "spec.py")
            rows.append(("-", "spec source check", ""))
        except glue.Refused as x:
            rows.append(("-", "spec source check", f"refused: {x}"))
    if "reference.f90" not in missing:
        found = source_check(d / "reference.f90")
        rows.append(("-", "fortran source check",
                     "; ".join(f"{f.severity} {f.category} '{f.token}' at line {f.line}" for f in found)))
    return rows


def load_module(path: Path, name: str):
    """A Python file loaded as a module (once per process)."""
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


def check_kernel(d: Path, precisions: list[str] | None, draws: int, fortran: bool, numba: bool,
                 missing_ok: bool, tmp: Path, torch: bool = False) -> list[tuple[str, str, str]]:
    """(precision, what, problem) rows; problem '' when it passed."""
    m = Manifest(str(d / "kernel.yaml"))
    rows = []
    missing = [f for f in ("spec.py", "reference.f90") if not (d / f).is_file()]
    if missing and not missing_ok:
        return [("-", "files", "missing " + ", ".join(missing))]
    rows += source_rows(d, missing)
    for prec in precisions or list(m.precisions):
        if not m.has_precision(prec):
            continue
        c = build_c(d, m, prec, tmp / f"{m.symbol}_{prec}_c.so")
        f_lib, f_err = (None, "")
        if fortran and "reference.f90" not in missing and prec in FORTRAN_PRECISIONS:
            f_lib, f_err = build_fortran(d, prec, tmp / f"{m.symbol}_{prec}_f.so")
            if f_lib is None:
                rows.append((prec, "fortran", f"does not compile warning-free: {f_err}"))
        specs = {}  # "spec" (plain NumPy) and, with Numba, "spec (numba)": the same file run both ways
        if "spec.py" not in missing:
            for what, jit in [("spec", False)] + ([("spec (numba)", True)] if numba else []):
                try:
                    specs[what] = load_spec(d, m.symbol, jit, prec)
                except Exception as x:  # noqa: BLE001 - any failure of the spec is reported
                    rows.append((prec, what, f"cannot load: {x.__class__.__name__}: {x}"))
        torch_fn = None
        if torch and (d / "torch_module.py").is_file() and prec in FORTRAN_PRECISIONS:
            try:
                torch_fn = load_torch_module(d, m.symbol)
            except Exception as x:  # noqa: BLE001 - any failure of the module is reported
                rows.append((prec, "torch", f"cannot load: {x.__class__.__name__}: {x}"))
        problems = {"spec": "", "spec (numba)": "", "fortran": "", "torch": ""}
        for i in range(draws):
            draw = Draw(m, SEED, i, "test", prec, initializers=c)
            want = {n: a.copy() for n, a in draw.arrays.items()}
            call(c, m, draw, want)
            for what, fn in specs.items():
                if not problems[what]:
                    problems[what] = run_python(fn, m, draw, want, spec_arrays(draw, prec), prec)
            if torch_fn is not None and not problems["torch"]:
                problems["torch"] = run_python(torch_fn, m, draw, want, {n: a.copy() for n, a in draw.arrays.items()},
                                               prec)
            if f_lib is not None and not problems["fortran"]:
                got = {n: a.copy() for n, a in draw.arrays.items()}
                call(f_lib, m, draw, got)
                problems["fortran"] = compare(m, draw, want, got, prec)
        for what in specs:
            rows.append((prec, what, problems[what]))
        if f_lib is not None:
            rows.append((prec, "fortran", problems["fortran"]))
        if torch_fn is not None:
            rows.append((prec, "torch", problems["torch"]))
    if missing:
        rows.append(("-", "files", "missing " + ", ".join(missing) + " (--missing-ok)"))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kernels", nargs="+")
    ap.add_argument("--precision", action="append", default=None)
    ap.add_argument("--draws", type=int, default=2)
    ap.add_argument("--no-fortran", action="store_true")
    ap.add_argument("--no-numba", action="store_true")
    ap.add_argument("--missing-ok", action="store_true", help="list kernels without spec.py/reference.f90, not fail")
    a = ap.parse_args(argv)
    numba = not a.no_numba and importlib.util.find_spec("numba") is not None
    torch = importlib.util.find_spec("torch") is not None
    warnings.filterwarnings("ignore", module="numba")  # performance notes, not findings
    bad = 0
    with tempfile.TemporaryDirectory(prefix="hpcab-spec-check-") as tmp:
        for d in kernel_dirs(a.kernels):
            kid = os.path.relpath(d, ROOT / "kernels") if str(d).startswith(str(ROOT / "kernels")) else str(d)
            try:
                rows = check_kernel(d, a.precision, a.draws, not a.no_fortran, numba, a.missing_ok, Path(tmp), torch)
            except subprocess.CalledProcessError as x:
                rows = [("-", "c", f"the C reference does not build: {x.stderr[-300:]}")]
            for prec, what, problem in rows:
                failed = bool(problem) and "(--missing-ok)" not in problem
                bad += failed
                print(f"{'FAIL' if failed else ('skip' if problem else 'ok  ')} {kid} {prec} {what}"
                      + (f": {problem}" if problem else ""))
    print(f"corpus-spec-check: {bad} failure(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

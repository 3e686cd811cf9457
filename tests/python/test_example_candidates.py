"""The example candidates of examples/candidates: each compiles warning-free with -fopenmp for f64 and
f32, the *_fast ones agree with their reference within the lib/DESIGN.md §7 band (with the sqrt(l) rule), and
the *_wrong ones do not. Calls go through ctypes on numpy arrays."""
import ctypes
import os
import shutil
import subprocess

import numpy as np
import pytest

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CAND = os.path.join(TOP, "examples", "candidates")
REF = {"s000": "kernels/llr/s000/reference.c", "vdotr": "kernels/llr/vdotr/reference.c",
       "gemm": "kernels/sc/dense_linear_algebra/gemm/reference.c"}

if shutil.which("gcc") is None:
    pytest.skip("gcc is needed", allow_module_level=True)


def build(src, tmp_path, prec="F64"):
    out = tmp_path / (os.path.basename(src) + f".{prec}.so")
    cmd = ["gcc", "-std=c17", "-O2", "-fopenmp", "-Wall", "-Wextra", "-Werror", "-fPIC", "-shared", "-I",
           os.path.join(TOP, "include"), f"-DHPCAB_PREC_{prec}", src, "-o", str(out)]
    p = subprocess.run(cmd, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return ctypes.CDLL(str(out))


def ptr(a):
    return a.ctypes.data_as(ctypes.c_void_p)


def close(x, r, ell):
    """lib/DESIGN.md §7, f64: |x - r| <= atol + rtol |r|, atol = max(1e-11, eps sqrt(l) max|r|)."""
    atol = max(1e-11, np.finfo(np.float64).eps * np.sqrt(ell) * np.max(np.abs(r)))
    return bool(np.all(np.abs(x - r) <= atol + 1e-9 * np.abs(r)))


def run(lib, kernel, rng):
    if kernel == "s000":
        n = 100003
        b = rng.standard_normal(n)
        a = np.full(n, np.nan)
        lib.s000.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
        lib.s000(ptr(a), ptr(b), n)
        return a, 1
    if kernel == "vdotr":
        n = 100003
        a, b = rng.standard_normal(n), rng.standard_normal(n)
        d = np.full(1, np.nan)
        lib.vdotr.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64]
        lib.vdotr(ptr(a), ptr(b), ptr(d), n)
        return d, n
    ni, nj, nk = 67, 45, 131
    A, B = rng.standard_normal((ni, nk)), rng.standard_normal((nk, nj))
    C = rng.standard_normal((ni, nj))
    lib.gemm.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64] * 3 + [ctypes.c_double] * 2
    lib.gemm(ptr(C), ptr(A), ptr(B), ni, nj, nk, 1.25, 0.75)
    return C, nk


@pytest.mark.parametrize("kernel", ["s000", "vdotr", "gemm"])
def test_fast_candidate_matches_reference(kernel, tmp_path):
    ref = build(os.path.join(TOP, REF[kernel]), tmp_path)
    cand = build(os.path.join(CAND, f"{kernel}_fast.c"), tmp_path)
    r, ell = run(ref, kernel, np.random.default_rng(7))
    x, _ = run(cand, kernel, np.random.default_rng(7))
    assert close(x, r, ell)


@pytest.mark.parametrize("kernel", ["s000", "vdotr", "gemm"])
def test_wrong_candidate_differs_from_reference(kernel, tmp_path):
    ref = build(os.path.join(TOP, REF[kernel]), tmp_path)
    cand = build(os.path.join(CAND, f"{kernel}_wrong.c"), tmp_path)
    r, ell = run(ref, kernel, np.random.default_rng(7))
    x, _ = run(cand, kernel, np.random.default_rng(7))
    assert not close(x, r, ell)


@pytest.mark.parametrize("src", sorted(f for f in os.listdir(CAND) if f.endswith(".c")))
def test_candidate_compiles_for_f32(src, tmp_path):
    build(os.path.join(CAND, src), tmp_path, "F32")

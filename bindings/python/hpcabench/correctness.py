"""All-or-nothing correctness (hpcab/check.h), on numpy arrays the library reads in place."""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field

import numpy as np

from . import _dtype
from ._lib import Error, call, lib
from ._structs import CHECK_MAX_NDIM, CheckReport, CheckSpec


def band(precision: str) -> tuple[float, float, float]:
    """(rtol, atol, eps_acc) of run precision `precision` (the atol before the √ℓ rule)."""
    r, a, e = ctypes.c_double(), ctypes.c_double(), ctypes.c_double()
    call("hpcab_check_band", _dtype.code(precision), ctypes.byref(r), ctypes.byref(a), ctypes.byref(e))
    return r.value, a.value, e.value


@dataclass(frozen=True)
class CheckResult:
    """The outcome of check(): passed, counts, the worst element (flat and per-dimension index,
    component for complex values, got, expected, allowed difference, ratio) and the tolerances used.
    Truthy when passed; format(name) gives the library's one-line summary."""
    passed: bool
    n_elements: int
    n_failed: int
    worst_index: int
    worst_multi_index: tuple
    worst_component: int
    got: float
    expected: float
    allowed: float
    worst_ratio: float
    rtol: float
    atol: float
    _report: CheckReport = field(default=None, repr=False, compare=False)

    def __bool__(self) -> bool:
        return self.passed

    def format(self, name: str = "out") -> str:
        """The library's one-line summary of this result for output `name`."""
        n = lib.hpcab_check_report_format(ctypes.byref(self._report), name.encode(), None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        lib.hpcab_check_report_format(ctypes.byref(self._report), name.encode(), buf, n + 1)
        return buf.value.decode()

    def __str__(self) -> str:
        return self.format()


def _operands(ref, got, dtype):
    ref, got = np.asarray(ref), np.asarray(got)
    if ref.shape != got.shape or ref.dtype != got.dtype:
        raise Error(f"ref and got differ: {ref.dtype}{list(ref.shape)} vs {got.dtype}{list(got.shape)}", -11,
                    "mismatch")
    if ref.ndim > CHECK_MAX_NDIM:
        raise Error(f"{ref.ndim} dimensions: at most {CHECK_MAX_NDIM}", -1, "invalid")
    dt = _dtype.canonical(dtype) if dtype is not None else _dtype.from_numpy(ref.dtype)
    if _dtype.numpy_dtype(dt) != ref.dtype:
        raise Error(f"dtype {dt} is held as {_dtype.numpy_dtype(dt)}, not {ref.dtype}", -11, "mismatch")
    return np.ascontiguousarray(ref), np.ascontiguousarray(got), dt


def _spec(ref, dt, precision, accumulate, threads):
    shape = (ctypes.c_int64 * max(1, ref.ndim))(*ref.shape)
    spec = CheckSpec.new(dtype=_dtype.code(dt), precision=0 if precision is None else _dtype.code(precision),
                         ndim=ref.ndim, shape=shape, accumulate=int(accumulate), threads=threads)
    return spec, shape


def check(ref, got, precision: str | None = None, accumulate: int = 1, *, dtype: str | None = None,
          threads: int = 0) -> CheckResult:
    """Compares `got` with the reference `ref` (numpy arrays of one shape and dtype) with the band of
    run precision `precision` (None: from the dtype; ignored for integers) and the √ℓ rule for
    `accumulate` = ℓ. `dtype` names the hpcab dtype when numpy's is ambiguous ("bf16" for uint16 bit
    patterns; a uint16 array with precision "bf16" is taken as bf16). A failing comparison is a result,
    not an error."""
    if precision is not None:
        precision = _dtype.canonical(precision)
    if dtype is None and precision == "bf16" and np.asarray(ref).dtype == np.uint16:
        dtype = "bf16"
    ref, got, dt = _operands(ref, got, dtype)
    spec, shape = _spec(ref, dt, precision, accumulate, threads)
    rep = CheckReport.new()
    call("hpcab_check_arrays", ctypes.byref(spec), ref.ctypes.data, got.ctypes.data, ctypes.byref(rep))
    return CheckResult(bool(rep.passed), int(rep.n_elements), int(rep.n_failed), int(rep.worst_index),
                       tuple(rep.worst_multi_index[: ref.ndim]), int(rep.worst_component), rep.got, rep.expected,
                       rep.allowed, rep.worst_ratio, rep.rtol, rep.atol, rep)


def ref_absmax(ref, precision: str | None = None, *, dtype: str | None = None, threads: int = 0) -> float:
    """max|ref| over the finite elements (what the √ℓ rule scales with)."""
    ref, _, dt = _operands(ref, ref, dtype)
    spec, shape = _spec(ref, dt, precision, 1, threads)
    out = ctypes.c_double()
    call("hpcab_check_ref_absmax", ctypes.byref(spec), ref.ctypes.data, ctypes.byref(out))
    return out.value


def determinism(x1, x2, precision: str | None = None, accumulate: int = 1, *, dtype: str | None = None,
                threads: int = 0) -> tuple[float, bool]:
    """Run-to-run determinism of two outputs of one binary: (ratio, passed = ratio < 30)."""
    a, b, dt = _operands(x1, x2, dtype)
    spec, shape = _spec(a, dt, precision, accumulate, threads)
    ratio, passed = ctypes.c_double(), ctypes.c_int()
    call("hpcab_check_determinism", ctypes.byref(spec), a.ctypes.data, b.ctypes.data, ctypes.byref(ratio),
         ctypes.byref(passed))
    return ratio.value, bool(passed.value)


def unchanged(a, b) -> int | None:
    """Bitwise comparison of an input with its saved copy: None when identical, else the flat index of
    the first element that differs."""
    a, b = np.ascontiguousarray(a), np.ascontiguousarray(b)
    if a.nbytes != b.nbytes or a.itemsize != b.itemsize:
        raise Error(f"arrays of {a.nbytes} and {b.nbytes} bytes cannot be compared", -11, "mismatch")
    first = ctypes.c_int64()
    call("hpcab_check_unchanged", a.ctypes.data, b.ctypes.data, a.nbytes, a.itemsize, ctypes.byref(first))
    return None if first.value < 0 else int(first.value)

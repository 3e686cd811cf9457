"""Unit-testing kernels in one line (hpcab/testing.h, hpcab/validate.h).

    from hpcabench.testing import check_kernel

    def test_my_s000():
        check_kernel("llr/s000", "my_s000.c", draws=8, precision="f32")

check_kernel builds the candidate (a C/C++/Fortran source, or a shared object) and runs it in the
sandboxed worker beside the kernel's reference on seeded draws — the manifest's test sizes, then
`draws` correctness draws, edge sizes first (smallest, odd, prime, not a multiple of 8), then sizes
over the whole ranges — with the judge's all-or-nothing comparison and its determinism check, at
`precision` (a libhpcabench name or a numpy dtype; None: every precision of the manifest). When the
candidate is wrong it raises AssertionError whose message is the library's report: the precision,
the draw and its sizes, the output, the worst element's index, got, expected and the allowed
difference (or the call's verdict: crash, timeout, out of bounds, ...). A kernel that cannot be tested
(no such kernel, an invalid manifest, a reference that fails) raises the matching hpcabench.Error.

validate_kernel(kernel) is `hpcab-judge validate` for a kernel author's own kernel: it raises
AssertionError with the validation report unless every check passes.

With hpcabench installed, pytest also gets a `check_kernel` fixture (the plugin
hpcabench.pytest_plugin), for tests that prefer fixtures to imports.
"""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

from . import _dtype
from ._lib import Error, call, cstr, lib, text
from ._structs import TestOptions, ValidateOptions

__all__ = ["check_kernel", "validate_kernel", "KernelCheck", "Validation", "REPORT_BYTES"]

# The report buffer handed to hpcab_test_kernel.
REPORT_BYTES = 1 << 16

# hpcab_test_kernel's statuses that mean "the candidate is wrong" (AssertionError); any other
# failure is an Error: the kernel or the setup cannot be tested.
_CANDIDATE_FAILURES = {-11: "mismatch", -13: "worker", -14: "build", -15: "refused", -7: "notfound"}


@dataclass(frozen=True)
class KernelCheck:
    """A passed check: the kernel, the candidate, and the library's report (one line per precision)."""
    kernel: str
    candidate: str
    report: str

    def __str__(self) -> str:
        return self.report

    def __bool__(self) -> bool:
        return True


def _seed(seed) -> bytes | None:
    if seed is None:
        return None
    from .draw import seed_bytes
    return seed_bytes(seed)


def check_kernel(kernel: str | os.PathLike, candidate: str | os.PathLike, *, draws: int = 8, precision=None,
                 seed=None, flags: str | None = None, extra_flags: str | None = None, threads: int = 0,
                 timeout: float = 0.0, footprint_cap: int = 0, determinism: bool = True,
                 cache_dir: str | os.PathLike | None = None) -> KernelCheck:
    """Asserts that `candidate` computes what the reference of `kernel` (a kernel directory, its
    kernel.yaml, or a kernel id such as "llr/s000") computes, on the test draw and `draws` correctness
    draws (0: the test draw only), at `precision` (None: every precision of the manifest). `seed`
    (32 bytes, 64 hex digits or an int) keys the draws (None: a fixed public seed, so failures
    reproduce); flags / extra_flags are the candidate's compile flags; timeout is one call's limit in
    seconds (0: 10). Returns a KernelCheck holding the report; raises AssertionError with the report
    when the candidate is wrong, and hpcabench.Error (e.g. FileMissingError, ManifestError,
    InvalidArgumentError) when the kernel cannot be tested."""
    if not isinstance(draws, int) or isinstance(draws, bool) or draws < 0:
        raise Error(f"draws must be a count >= 0, not {draws!r}", -1, "invalid")
    o = TestOptions.new()
    keep = []

    def s(v):
        b = cstr(v)
        keep.append(b)
        return b

    o.precision = 0 if precision is None else _dtype.code(precision)
    o.draws = -1 if draws == 0 else draws
    o.seed = s(_seed(seed))
    o.cache_dir, o.flags, o.extra_flags = s(cache_dir), s(flags), s(extra_flags)
    o.threads, o.call_timeout_s, o.footprint_cap = int(threads), float(timeout), int(footprint_cap)
    o.no_determinism = 0 if determinism else 1
    report = ctypes.create_string_buffer(REPORT_BYTES)
    status = lib.hpcab_test_kernel(cstr(kernel), cstr(candidate), ctypes.byref(o), report, len(report))
    body = report.value.decode("utf-8", "replace")
    if status == 0:
        return KernelCheck(str(kernel), str(candidate), body)
    message = text(lib.hpcab_last_error()) or body
    if status in _CANDIDATE_FAILURES:
        raise AssertionError(body.rstrip() or message)
    raise Error(message, status)


@dataclass(frozen=True)
class Validation:
    """The result of validate_kernel: ok, the problems (one string each) and the report."""
    kernel: str
    ok: bool
    problems: tuple
    report: str

    def __str__(self) -> str:
        return self.report

    def __bool__(self) -> bool:
        return self.ok


def validate_kernel(kernel: str | os.PathLike, *, precision=None, draws: int | None = None, seed=None,
                    cache_dir: str | os.PathLike | None = None, check: bool = True) -> Validation:
    """Validates a kernel as `hpcab-judge validate` does (manifest, reference built warning-free with
    the manifest's prototype, symbols, draws, the reference against itself on the test and edge
    draws). draws: the self-grade's correctness draws (None: the edge sizes; 0: the test draw only).
    With check=True (the default) raises AssertionError with the report unless every check passes;
    otherwise returns the Validation either way. Raises hpcabench.Error when it cannot run (no such
    kernel, no compiler, ...)."""
    o = ValidateOptions.new()
    keep = [cstr(cache_dir), _seed(seed)]
    o.precision = 0 if precision is None else _dtype.code(precision)
    o.draws = 0 if draws is None else (-1 if draws == 0 else int(draws))
    o.cache_dir, o.seed = keep[0], keep[1]
    h = ctypes.c_void_p()
    call("hpcab_kernel_validate", cstr(kernel), ctypes.byref(o), ctypes.byref(h))
    try:
        n = lib.hpcab_validation_problem_count(h)
        v = Validation(text(lib.hpcab_validation_kernel(h)), bool(lib.hpcab_validation_ok(h)),
                       tuple(text(lib.hpcab_validation_problem(h, i)) for i in range(n)),
                       text(lib.hpcab_validation_report(h)) or "")
    finally:
        lib.hpcab_validation_free(h)
    if check and not v.ok:
        raise AssertionError(v.report.rstrip())
    return v

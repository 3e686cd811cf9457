"""Loading libhpcabench, the one table of C declarations, and the status check.

The library is found, in this order:
  1. the path in the environment variable HPCABENCH_LIB;
  2. the library the installed package carries (hpcabench/_native/lib, put there by
     `pip install bindings/python`, with its worker, headers and corpus beside it);
  3. the installed library: pkg-config's libdir for `hpcabench`, then the dynamic loader
     (`libhpcabench.so.0`, as ctypes.util.find_library or ld.so find it);
  4. the build tree: $HPCABENCH_BUILD/lib, then build/lib beside the source tree this package sits in.
Every function the binding calls is declared in FUNCTIONS (name -> restype, argtypes); a function the
loaded library does not export is bound to a stub that raises Error when called, so a binding newer
than its library fails with a clear message instead of at import time.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import errno
import os
import pathlib
import shutil
import subprocess
import threading

from ._structs import (
    RESOLVE_FN,
    BuildOptions,
    CheckReport,
    CheckSpec,
    CreditParams,
    CreditResult,
    DrawLimits,
    EfficacyResult,
    FillSpec,
    GeomeanResult,
    JudgeOptions,
    KernelOutcome,
    MachineProfile,
    MwuResult,
    OverheadResult,
    PeakOptions,
    Random,
    SrcFinding,
    Stream,
    Suspect,
    TestOptions,
    TtestResult,
    ValidateOptions,
    VerdictInput,
)

__all__ = ["Error", "ERRORS", "FUNCTIONS", "lib", "call", "last_error", "library_path", "text", "cstr"]

# The library major version this binding speaks (the SONAME major) and the lowest version number
# (major * 10000 + minor * 100 + patch) that has every function declared below.
REQUIRED_MAJOR = 0
REQUIRED_NUMBER = 100

SONAME = "libhpcabench.so.0"

P = ctypes.POINTER
c_char_p = ctypes.c_char_p
c_void_p = ctypes.c_void_p
c_int = ctypes.c_int
c_size_t = ctypes.c_size_t
c_int64 = ctypes.c_int64
c_uint64 = ctypes.c_uint64
c_uint32 = ctypes.c_uint32
c_double = ctypes.c_double
c_bool = ctypes.c_bool
status_t = ctypes.c_int  # hpcab_status (an enum: int)
enum_t = ctypes.c_int    # every other C enum

# Opaque handles travel as void pointers.
handle = c_void_p

# name -> (restype, argtypes). Functions returning hpcab_status are called through call().
FUNCTIONS: dict[str, tuple[object, list[object]]] = {
    # version.h
    "hpcab_version": (c_char_p, []),
    "hpcab_version_number": (c_int, []),
    # error.h
    "hpcab_status_name": (c_char_p, [status_t]),
    "hpcab_last_error": (c_char_p, []),
    "hpcab_last_status": (status_t, []),
    "hpcab_error_clear": (None, []),
    # dtype.h
    "hpcab_dtype_size": (c_size_t, [enum_t]),
    "hpcab_dtype_name": (c_char_p, [enum_t]),
    "hpcab_dtype_ctype": (c_char_p, [enum_t]),
    "hpcab_dtype_from_name": (status_t, [c_char_p, P(enum_t)]),
    "hpcab_dtype_is_float": (c_int, [enum_t]),
    "hpcab_dtype_is_complex": (c_int, [enum_t]),
    "hpcab_dtype_is_integer": (c_int, [enum_t]),
    "hpcab_f32_to_f16": (ctypes.c_uint16, [ctypes.c_float]),
    "hpcab_f16_to_f32": (ctypes.c_float, [ctypes.c_uint16]),
    "hpcab_f32_to_bf16": (ctypes.c_uint16, [ctypes.c_float]),
    "hpcab_bf16_to_f32": (ctypes.c_float, [ctypes.c_uint16]),
    # random.h
    "hpcab_random_below": (c_uint64, [P(Random), c_uint64]),
    "hpcab_random_unit": (c_double, [P(Random)]),
    # manifest.h: loading and identity
    "hpcab_manifest_load": (status_t, [c_char_p, P(handle)]),
    "hpcab_manifest_load_string": (status_t, [c_char_p, c_size_t, c_char_p, c_char_p, P(handle)]),
    "hpcab_manifest_free": (None, [handle]),
    "hpcab_manifest_id": (c_char_p, [handle]),
    "hpcab_manifest_name": (c_char_p, [handle]),
    "hpcab_manifest_title": (c_char_p, [handle]),
    "hpcab_manifest_track": (enum_t, [handle]),
    "hpcab_manifest_dwarf": (enum_t, [handle]),
    "hpcab_manifest_level": (c_int, [handle]),
    "hpcab_manifest_symbol": (c_char_p, [handle]),
    "hpcab_manifest_dir": (c_char_p, [handle]),
    "hpcab_manifest_reference": (c_char_p, [handle]),
    "hpcab_manifest_baseline": (c_char_p, [handle]),
    "hpcab_manifest_track_name": (c_char_p, [handle]),
    "hpcab_manifest_dwarf_name": (c_char_p, [handle]),
    "hpcab_track_name": (c_char_p, [enum_t]),
    "hpcab_dwarf_name": (c_char_p, [enum_t]),
    # manifest.h: precisions, sizes, constraints
    "hpcab_manifest_precision_count": (c_size_t, [handle]),
    "hpcab_manifest_precision": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_has_precision": (c_int, [handle, enum_t]),
    "hpcab_manifest_size_count": (c_size_t, [handle]),
    "hpcab_manifest_size_name": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_size_kind": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_size_bounds": (status_t, [handle, c_size_t, P(c_int64), P(c_int64)]),
    "hpcab_manifest_size_values": (status_t, [handle, c_size_t, P(P(c_int64)), P(c_size_t)]),
    "hpcab_manifest_size_test": (status_t, [handle, c_size_t, P(c_int64)]),
    "hpcab_manifest_size_expr": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_size_index": (status_t, [handle, c_char_p, P(c_size_t)]),
    "hpcab_manifest_constraint_count": (c_size_t, [handle]),
    "hpcab_manifest_constraint": (c_char_p, [handle, c_size_t]),
    # manifest.h: params
    "hpcab_manifest_param_count": (c_size_t, [handle]),
    "hpcab_manifest_param_name": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_param_declared_dtype": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_param_dtype": (enum_t, [handle, c_size_t, enum_t]),
    "hpcab_manifest_param_range": (c_int, [handle, c_size_t, P(c_double), P(c_double)]),
    "hpcab_manifest_param_index": (status_t, [handle, c_char_p, P(c_size_t)]),
    "hpcab_params_draw": (status_t, [handle, enum_t, P(Random), P(c_double)]),
    # manifest.h: arrays
    "hpcab_manifest_array_count": (c_size_t, [handle]),
    "hpcab_manifest_array_name": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_array_declared_dtype": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_array_dtype": (enum_t, [handle, c_size_t, enum_t]),
    "hpcab_manifest_array_ndim": (c_size_t, [handle, c_size_t]),
    "hpcab_manifest_array_shape": (c_char_p, [handle, c_size_t, c_size_t]),
    "hpcab_manifest_array_intent": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_array_accumulate_expr": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_array_init": (enum_t, [handle, c_size_t]),
    "hpcab_manifest_array_dist": (status_t, [handle, c_size_t, P(enum_t), P(enum_t), P(c_double), P(c_double)]),
    "hpcab_manifest_array_index_expr": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_array_init_function": (c_char_p, [handle, c_size_t]),
    "hpcab_manifest_array_csr": (status_t, [handle, c_size_t, P(enum_t), P(c_char_p), P(c_char_p), P(c_char_p)]),
    "hpcab_manifest_array_index": (status_t, [handle, c_char_p, P(c_size_t)]),
    # manifest.h: args, cost
    "hpcab_manifest_arg_count": (c_size_t, [handle]),
    "hpcab_manifest_arg": (enum_t, [handle, c_size_t, P(c_size_t)]),
    "hpcab_manifest_cost_bytes_expr": (c_char_p, [handle]),
    "hpcab_manifest_cost_flops_expr": (c_char_p, [handle]),
    # manifest.h: sizes values
    "hpcab_sizes_new": (status_t, [handle, P(handle)]),
    "hpcab_sizes_free": (None, [handle]),
    "hpcab_sizes_count": (c_size_t, [handle]),
    "hpcab_sizes_get": (c_int64, [handle, c_size_t]),
    "hpcab_sizes_set": (status_t, [handle, c_size_t, c_int64]),
    "hpcab_sizes_lookup": (status_t, [handle, c_char_p, P(c_int64)]),
    "hpcab_sizes_derive": (status_t, [handle, handle]),
    "hpcab_sizes_check": (status_t, [handle, handle]),
    "hpcab_sizes_draw": (status_t, [handle, enum_t, c_uint64, P(Random), P(DrawLimits), handle]),
    "hpcab_sizes_top": (status_t, [handle, P(DrawLimits), handle, P(ctypes.c_int)]),
    "hpcab_manifest_eval": (status_t, [handle, c_char_p, handle, P(c_int64)]),
    "hpcab_manifest_array_extent": (status_t, [handle, c_size_t, handle, c_size_t, P(c_int64)]),
    "hpcab_manifest_array_elements": (status_t, [handle, c_size_t, handle, P(c_int64)]),
    "hpcab_manifest_accumulate": (status_t, [handle, c_size_t, handle, P(c_int64)]),
    "hpcab_manifest_footprint": (status_t, [handle, handle, enum_t, P(c_uint64)]),
    "hpcab_manifest_cost": (status_t, [handle, handle, P(c_int64), P(c_int64)]),
    "hpcab_manifest_prototype": (status_t, [handle, enum_t, c_char_p, c_size_t, P(c_size_t)]),
    "hpcab_manifest_hash": (status_t, [handle, P(ctypes.c_uint8 * 32)]),
    # build.h (the distributed driver builds MPI sources through the library)
    "hpcab_build_source": (status_t, [P(BuildOptions), c_char_p, P(handle)]),
    "hpcab_build_object": (c_char_p, [handle]),
    "hpcab_build_log": (c_char_p, [handle]),
    "hpcab_build_free": (None, [handle]),
    # srccheck.h
    "hpcab_srccheck_scan": (status_t, [c_char_p, c_size_t, c_char_p, P(handle)]),
    "hpcab_srccheck_file": (status_t, [c_char_p, P(handle)]),
    "hpcab_srccheck_build": (status_t, [P(BuildOptions), c_char_p, P(handle)]),
    "hpcab_srccheck_count": (c_size_t, [handle]),
    "hpcab_srccheck_get": (status_t, [handle, c_size_t, P(SrcFinding)]),
    "hpcab_srccheck_forbidden": (c_size_t, [handle]),
    "hpcab_srccheck_category_name": (c_char_p, [enum_t]),
    "hpcab_srccheck_free": (None, [handle]),
    # rng.h
    "hpcab_philox4x32_10": (None, [P(c_uint32 * 4), P(c_uint32 * 2), P(c_uint32 * 4)]),
    "hpcab_stream_key": (status_t, [c_char_p, c_char_p, c_uint64, c_char_p, P(Stream)]),
    "hpcab_stream_derive": (status_t, [P(Stream), c_char_p, c_uint64, P(Stream)]),
    "hpcab_stream_random": (status_t, [P(Stream), P(Random)]),
    "hpcab_fill_array": (status_t, [P(Stream), P(FillSpec), enum_t, c_void_p, c_size_t, ctypes.c_uint]),
    "hpcab_fill_perturb": (status_t, [P(Stream), enum_t, c_void_p, c_size_t, ctypes.c_uint]),
    "hpcab_fill_permutation": (status_t, [P(Stream), enum_t, c_void_p, c_size_t]),
    "hpcab_fill_index": (status_t, [P(Stream), enum_t, c_void_p, c_size_t, c_uint64, ctypes.c_uint]),
    "hpcab_fill_spd": (status_t, [P(Stream), enum_t, c_void_p, c_size_t, ctypes.c_uint]),
    "hpcab_fill_diag_dominant": (status_t, [P(Stream), enum_t, c_void_p, c_size_t, ctypes.c_uint]),
    "hpcab_fill_csr": (status_t, [P(Stream), c_uint64, c_uint64, c_uint64, enum_t, c_void_p, c_void_p, enum_t,
                                  c_void_p, P(FillSpec), ctypes.c_uint]),
    "hpcab_fill_zeros": (status_t, [enum_t, c_void_p, c_size_t]),
    # check.h
    "hpcab_check_band": (status_t, [enum_t, P(c_double), P(c_double), P(c_double)]),
    "hpcab_check_ref_absmax": (status_t, [P(CheckSpec), c_void_p, P(c_double)]),
    "hpcab_check_arrays": (status_t, [P(CheckSpec), c_void_p, c_void_p, P(CheckReport)]),
    "hpcab_check_report_format": (c_int, [P(CheckReport), c_char_p, c_char_p, c_size_t]),
    "hpcab_check_determinism": (status_t, [P(CheckSpec), c_void_p, c_void_p, P(c_double), P(c_int)]),
    "hpcab_check_unchanged": (status_t, [c_void_p, c_void_p, c_size_t, c_size_t, P(c_int64)]),
    # npy.h
    "hpcab_npy_write": (status_t, [c_char_p, enum_t, c_int, P(c_int64), c_void_p]),
    "hpcab_npy_read": (status_t, [c_char_p, P(handle)]),
    "hpcab_npy_array_free": (None, [handle]),
    "hpcab_npy_array_dtype": (enum_t, [handle]),
    "hpcab_npy_array_ndim": (c_int, [handle]),
    "hpcab_npy_array_shape": (P(c_int64), [handle]),
    "hpcab_npy_array_count": (c_int64, [handle]),
    "hpcab_npy_array_bytes": (c_size_t, [handle]),
    "hpcab_npy_array_data": (c_void_p, [handle]),
    # topo.h (what peak() and Topology use)
    "hpcab_topo_new": (status_t, [P(handle)]),
    "hpcab_topo_free": (None, [handle]),
    "hpcab_topo_core_count": (ctypes.c_uint, [handle]),
    "hpcab_topo_pu_count": (ctypes.c_uint, [handle]),
    "hpcab_topo_core_pu": (c_int, [handle, ctypes.c_uint]),
    "hpcab_topo_llc_bytes": (c_uint64, [handle]),
    "hpcab_topo_numa_count": (ctypes.c_uint, [handle]),
    "hpcab_topo_memory_bytes": (c_uint64, [handle]),
    "hpcab_topo_cpu_model": (c_char_p, [handle]),
    "hpcab_topo_key": (c_char_p, [handle]),
    "hpcab_topo_describe": (c_char_p, [handle]),
    # roofline.h
    "hpcab_peak_options_init": (status_t, [P(PeakOptions), c_size_t]),
    "hpcab_peak_measure": (status_t, [handle, P(PeakOptions), P(MachineProfile)]),
    "hpcab_profile_peak_gbps": (c_double, [P(MachineProfile)]),
    "hpcab_profile_path": (status_t, [c_char_p, ctypes.c_uint, c_char_p, c_size_t]),
    "hpcab_profile_save": (status_t, [P(MachineProfile), c_char_p]),
    "hpcab_profile_load": (status_t, [c_char_p, c_char_p, P(MachineProfile)]),
    "hpcab_plausibility_check": (status_t, [P(MachineProfile), c_double, c_double, c_double, c_int, P(Suspect)]),
    # draw.h
    "hpcab_draw_new": (status_t, [handle, enum_t, c_char_p, c_uint64, enum_t, P(DrawLimits), P(handle)]),
    "hpcab_draw_new_sized": (status_t, [handle, enum_t, c_char_p, c_uint64, enum_t, handle, P(handle)]),
    "hpcab_draw_free": (None, [handle]),
    "hpcab_draw_manifest": (handle, [handle]),
    "hpcab_draw_precision": (enum_t, [handle]),
    "hpcab_draw_index": (c_uint64, [handle]),
    "hpcab_draw_purpose": (enum_t, [handle]),
    "hpcab_draw_sizes": (handle, [handle]),
    "hpcab_draw_param_count": (c_size_t, [handle]),
    "hpcab_draw_param": (c_double, [handle, c_size_t]),
    "hpcab_draw_array_count": (c_size_t, [handle]),
    "hpcab_draw_array_dtype": (enum_t, [handle, c_size_t]),
    "hpcab_draw_array_elements": (c_size_t, [handle, c_size_t]),
    "hpcab_draw_array_bytes": (c_size_t, [handle, c_size_t]),
    "hpcab_draw_array_intent": (enum_t, [handle, c_size_t]),
    "hpcab_draw_set_resolver": (status_t, [handle, RESOLVE_FN, c_void_p]),
    "hpcab_draw_fill": (status_t, [handle, c_size_t, c_void_p, ctypes.c_uint]),
    "hpcab_draw_fill_all": (status_t, [handle, ctypes.c_uint]),
    "hpcab_draw_array": (c_void_p, [handle, c_size_t]),
    "hpcab_draw_perturbable": (c_int, [handle, c_size_t]),
    "hpcab_draw_perturb": (status_t, [handle, c_size_t, c_void_p, c_uint64, ctypes.c_uint]),
    # stats.h
    "hpcab_norm_cdf": (c_double, [c_double]),
    "hpcab_norm_quantile": (c_double, [c_double]),
    "hpcab_t_cdf": (c_double, [c_double, c_double]),
    "hpcab_t_quantile": (c_double, [c_double, c_double]),
    "hpcab_alternative_name": (c_char_p, [enum_t]),
    "hpcab_mwu_method_name": (c_char_p, [enum_t]),
    "hpcab_mwu_test": (status_t, [P(c_double), c_size_t, P(c_double), c_size_t, enum_t, enum_t, c_bool, P(MwuResult)]),
    "hpcab_credit_compute": (status_t, [P(c_double), c_size_t, P(c_double), c_size_t, P(CreditParams),
                                        P(CreditResult)]),
    "hpcab_overhead_check": (status_t, [P(c_double), c_size_t, P(c_double), c_size_t, P(c_double), P(c_double),
                                        c_size_t, P(OverheadResult)]),
    "hpcab_geomean_ci": (status_t, [P(c_double), c_size_t, c_double, P(GeomeanResult)]),
    "hpcab_ttest_1samp": (status_t, [P(c_double), c_size_t, c_double, enum_t, P(TtestResult)]),
    "hpcab_bh_adjust": (status_t, [P(c_double), c_size_t, P(c_double)]),
    "hpcab_mcnemar_exact": (c_double, [c_uint64, c_uint64]),
    "hpcab_efficacy_compute": (status_t, [P(KernelOutcome), P(KernelOutcome), c_size_t, P(c_double), c_double,
                                  P(EfficacyResult)]),
    # secrets.h (where the judge keeps its state)
    "hpcab_paths_state_dir": (status_t, [c_char_p, c_size_t]),
    # store.h (the submission mode names the judge takes)
    "hpcab_mode_from_name": (status_t, [c_char_p, P(enum_t)]),
    # judge.h
    "hpcab_judge_grade": (status_t, [P(JudgeOptions), P(handle)]),
    "hpcab_judge_score": (status_t, [P(JudgeOptions), P(handle)]),
    "hpcab_verdict_status": (c_char_p, [handle]),
    "hpcab_verdict_reason": (c_char_p, [handle]),
    "hpcab_verdict_correct": (c_int, [handle]),
    "hpcab_verdict_speedup": (c_double, [handle]),
    "hpcab_verdict_cached": (c_int, [handle]),
    "hpcab_verdict_kernel": (c_char_p, [handle]),
    "hpcab_verdict_candidate_sha256": (c_char_p, [handle]),
    "hpcab_verdict_baseline": (c_char_p, [handle]),
    "hpcab_verdict_input_count": (c_size_t, [handle]),
    "hpcab_verdict_get_input": (status_t, [handle, c_size_t, P(VerdictInput)]),
    "hpcab_verdict_json": (c_char_p, [handle]),
    "hpcab_verdict_report": (c_char_p, [handle]),
    "hpcab_verdict_exit_code": (c_int, [handle]),
    "hpcab_verdict_free": (None, [handle]),
    # testing.h, validate.h
    "hpcab_test_kernel": (status_t, [c_char_p, c_char_p, P(TestOptions), c_char_p, c_size_t]),
    "hpcab_kernel_validate": (status_t, [c_char_p, P(ValidateOptions), P(handle)]),
    "hpcab_validation_ok": (c_int, [handle]),
    "hpcab_validation_manifest_failed": (c_int, [handle]),
    "hpcab_validation_kernel": (c_char_p, [handle]),
    "hpcab_validation_problem_count": (c_size_t, [handle]),
    "hpcab_validation_problem": (c_char_p, [handle, c_size_t]),
    "hpcab_validation_report": (c_char_p, [handle]),
    "hpcab_validation_free": (None, [handle]),
}


class Error(Exception):
    """A failed libhpcabench call: `message` is hpcab_last_error()'s text, `status` the hpcab_status
    (a negative int) and `status_name` its short name ("invalid", "manifest", ...).

    Error(message, status) makes the subclass of that status, which is also the matching Python
    exception: InvalidArgumentError, ParseError, ManifestError, RangeError, ConstraintError and
    MismatchError are ValueErrors; FileMissingError (a file that does not exist) is a
    FileNotFoundError; InputOutputError and OperatingSystemError are OSErrors; NotFoundError a
    LookupError; OutOfMemoryError a MemoryError; UnsupportedError a NotImplementedError;
    CallTimeoutError a TimeoutError; RefusedError a PermissionError; WorkerError, BuildError,
    StoreError, StateError and InternalError RuntimeErrors. `except hb.Error` catches them all."""

    def __new__(cls, message: str = "", status: int = -1, status_name: str | None = None):
        if cls is Error:
            cls = _error_class(status, message)
        base = cls  # the built-in exception whose layout the class has (its __new__ must make it)
        while base.__module__ != "builtins":
            base = base.__base__
        return base.__new__(cls, message)

    def __init__(self, message: str = "", status: int = -1, status_name: str | None = None):
        super().__init__(message)
        self.message = message
        self.status = status
        self.status_name = status_name if status_name is not None else _status_name(status)

    def __str__(self) -> str:
        return self.message

    def __reduce__(self):
        return (Error, (self.message, self.status, self.status_name))

    def __repr__(self) -> str:
        return f"hpcabench.{type(self).__name__}({self.message!r}, status={self.status} ({self.status_name}))"


class InvalidArgumentError(Error, ValueError):
    """A bad argument or option (status invalid)."""


class ParseError(Error, ValueError):
    """Malformed text: YAML, an expression, a number, a file format (status parse)."""


class ManifestError(Error, ValueError):
    """A kernel manifest that is well-formed YAML but invalid (status manifest)."""


class RangeError(Error, ValueError):
    """Arithmetic overflow, division by zero or a value out of range (status range)."""


class ConstraintError(Error, ValueError):
    """No draw met the manifest's constraints (status constraint)."""


class MismatchError(Error, ValueError):
    """Two things that must agree do not: shape, dtype, length (status mismatch)."""


class NotFoundError(Error, LookupError):
    """A named thing (symbol, array, key) does not exist (status notfound)."""


class InputOutputError(Error, OSError):
    """A file could not be read or written (status io)."""


class FileMissingError(InputOutputError, FileNotFoundError):
    """A file or directory that does not exist (status io or notfound, for a path); errno is ENOENT."""

    def __init__(self, message: str = "", status: int = -3, status_name: str | None = None):
        super().__init__(message, status, status_name)
        self.errno, self.strerror = errno.ENOENT, os.strerror(errno.ENOENT)


class OperatingSystemError(Error, OSError):
    """An operating-system call failed (status system)."""


class OutOfMemoryError(Error, MemoryError):
    """Memory allocation failed or a size would overflow (status nomem)."""


class UnsupportedError(Error, NotImplementedError):
    """A valid request this build or machine cannot serve (status unsupported)."""


class CallTimeoutError(Error, TimeoutError):
    """An operation ran past its time limit (status timeout)."""


class RefusedError(Error, PermissionError):
    """Refused by policy: a submission mode, a forbidden flag (status refused)."""


class WorkerError(Error, RuntimeError):
    """The sandboxed worker failed or was lost (status worker)."""


class BuildError(Error, RuntimeError):
    """Compiling a candidate or reference failed (status build)."""


class StoreError(Error, RuntimeError):
    """The result store failed (status store)."""


class StateError(Error, RuntimeError):
    """The call is not valid in the object's current state (status state)."""


class InternalError(Error, RuntimeError):
    """A bug in libhpcabench (status internal)."""


# hpcab_status -> the Error subclass raised for it (hpcab/error.h; the values never change).
ERRORS = {-1: InvalidArgumentError, -2: OutOfMemoryError, -3: InputOutputError, -4: ParseError, -5: ManifestError,
          -6: RangeError, -7: NotFoundError, -8: UnsupportedError, -9: OperatingSystemError, -10: ConstraintError,
          -11: MismatchError, -12: CallTimeoutError, -13: WorkerError, -14: BuildError, -15: RefusedError,
          -16: StoreError, -17: StateError, -18: InternalError}

_ENOENT = os.strerror(errno.ENOENT)


def _error_class(status, message) -> type:
    """The subclass for a status; a missing file (the system's "No such file or directory", or a
    path the library says does not exist) is a FileMissingError."""
    try:
        status = int(status)
    except (TypeError, ValueError):
        status = -1
    if status in (-3, -7, -9) and (_ENOENT in (message or "") or "no such kernel directory" in (message or "")):
        return FileMissingError
    return ERRORS.get(status, Error)


def _status_name(status: int) -> str:
    try:
        return lib.hpcab_status_name(status).decode()
    except Exception:  # noqa: BLE001 - no library loaded yet
        return "unknown"


def _source_root() -> pathlib.Path | None:
    """The repository root when this package sits in a source tree (bindings/python/hpcabench)."""
    here = pathlib.Path(__file__).resolve().parent
    root = here.parents[2] if len(here.parents) > 2 else None
    if root is not None and (root / "include" / "hpcab.h").is_file():
        return root
    return None


def _candidates() -> list[tuple[str, str]]:
    """(how, path-or-name) in search order, without the explicit HPCABENCH_LIB."""
    out: list[tuple[str, str]] = []
    carried = pathlib.Path(__file__).resolve().parent / "_native" / "lib" / SONAME
    if carried.is_file():
        out.append(("carried by the package", str(carried)))
    if shutil.which("pkg-config"):
        try:
            r = subprocess.run(["pkg-config", "--variable=libdir", "hpcabench"], capture_output=True,
                               text=True, timeout=10)
            if r.returncode == 0 and r.stdout.strip():
                out.append(("pkg-config", str(pathlib.Path(r.stdout.strip()) / SONAME)))
        except (OSError, subprocess.SubprocessError):
            pass
    found = ctypes.util.find_library("hpcabench")
    if found:
        out.append(("loader", found))
    out.append(("loader", SONAME))
    builds = []
    if os.environ.get("HPCABENCH_BUILD"):
        builds.append(pathlib.Path(os.environ["HPCABENCH_BUILD"]))
    root = _source_root()
    if root is not None:
        builds.append(root / "build")
    for b in builds:
        out.append(("build tree", str(b / "lib" / "libhpcabench.so")))
    return out


class LibraryNotFound(Error):
    """No libhpcabench anywhere it is looked for (and no HPCABENCH_LIB): hpcabench then offers only
    its pure-Python client (hpcabench.Client)."""


def _open() -> tuple[ctypes.CDLL, str]:
    explicit = os.environ.get("HPCABENCH_LIB")
    if explicit:
        try:
            return ctypes.CDLL(explicit), explicit
        except OSError as e:
            raise Error(f"cannot load libhpcabench from HPCABENCH_LIB={explicit}: {e}", -3, "io") from None
    tried = []
    for how, path in _candidates():
        if os.sep in path and not os.path.exists(path):
            tried.append(f"{path} ({how}: no such file)")
            continue
        try:
            return ctypes.CDLL(path), path
        except OSError as e:
            tried.append(f"{path} ({how}: {e})")
    raise LibraryNotFound("cannot find libhpcabench; set HPCABENCH_LIB to its path. Tried: " + "; ".join(tried))


class _Missing:
    """Stands in for a function the loaded library does not export."""

    def __init__(self, name: str, path: str):
        self.name, self.path = name, path

    def __call__(self, *args):
        raise Error(f"{self.name} is not in the loaded libhpcabench ({self.path}): the library is older than "
                    "the binding", -8, "unsupported")


class _Lib:
    """The loaded library with every FUNCTIONS entry declared (missing ones raise Error when called)."""

    def __init__(self, dll: ctypes.CDLL, path: str):
        self._dll = dll
        self.path = path
        self.missing: list[str] = []
        for name, (restype, argtypes) in FUNCTIONS.items():
            try:
                fn = getattr(dll, name)
            except AttributeError:
                self.missing.append(name)
                setattr(self, name, _Missing(name, path))
                continue
            fn.restype = restype
            fn.argtypes = argtypes
            setattr(self, name, fn)

    def has(self, name: str) -> bool:
        return name in FUNCTIONS and name not in self.missing


def _load() -> _Lib:
    dll, path = _open()
    try:
        vnum = dll.hpcab_version_number
        vnum.restype, vnum.argtypes = c_int, []
        vstr = dll.hpcab_version
        vstr.restype, vstr.argtypes = c_char_p, []
    except AttributeError:
        raise Error(f"{path} is not libhpcabench (no hpcab_version)") from None
    number, text = vnum(), vstr().decode()
    if number // 10000 != REQUIRED_MAJOR or number < REQUIRED_NUMBER:
        raise Error(f"libhpcabench {text} at {path} does not match the binding, which needs "
                    f"{REQUIRED_MAJOR}.x at least {REQUIRED_MAJOR}.{REQUIRED_NUMBER // 100 % 100}."
                    f"{REQUIRED_NUMBER % 100}", -8, "unsupported")
    return _Lib(dll, path)


lib = _load()
_tls = threading.local()


def library_path() -> str:
    """The path (or loader name) the library was loaded from."""
    return lib.path


def call(name: str, *args) -> int:
    """Calls the status-returning function `name`; raises Error with the library's message on failure."""
    status = getattr(lib, name)(*args)
    if status != 0:
        raise last_error(status, name)
    return status


def last_error(status: int, name: str = "") -> Error:
    """The Error for a failure just reported by the library on this thread."""
    msg = lib.hpcab_last_error()
    text = msg.decode("utf-8", "replace") if msg else ""
    if not text:
        text = f"{name} failed"
    return Error(text, int(status), _status_name(int(status)))


def text(ptr: bytes | None) -> str | None:
    """A C string result as str (None stays None)."""
    return None if ptr is None else ptr.decode("utf-8", "replace")


def cstr(s: str | os.PathLike | None) -> bytes | None:
    """A str or path as a C string argument (None stays NULL)."""
    if s is None:
        return None
    return os.fsencode(s)


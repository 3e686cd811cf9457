"""ctypes mirrors of the library's public structs. Each carries `size` first, as the headers define,
and `new()` returns one with `size` set to what this binding knows."""
from __future__ import annotations

import ctypes

c_size_t = ctypes.c_size_t
enum_t = ctypes.c_int

# uint64_t (*next_u64)(void *state)
NEXT_U64 = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_void_p)
# void *(*hpcab_draw_resolve_fn)(void *ctx, const char *symbol)
RESOLVE_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)


class _Sized(ctypes.Structure):
    @classmethod
    def new(cls, **fields):
        obj = cls(**fields)
        obj.size = ctypes.sizeof(cls)
        return obj


class Random(_Sized):
    """hpcab_random (random.h): a caller-supplied source of 64-bit words."""
    _fields_ = [("size", c_size_t), ("next_u64", NEXT_U64), ("state", ctypes.c_void_p)]


class DrawLimits(_Sized):
    """hpcab_draw_limits (manifest.h)."""
    _fields_ = [("size", c_size_t), ("footprint_cap", ctypes.c_uint64), ("max_tries", ctypes.c_uint32),
                ("precision", enum_t)]


class BuildOptions(_Sized):
    """hpcab_build_options (build.h)."""
    _fields_ = [("size", c_size_t), ("cache_dir", ctypes.c_char_p), ("include_dir", ctypes.c_char_p),
                ("flags", ctypes.c_char_p), ("extra_flags", ctypes.c_char_p), ("cc", ctypes.c_char_p),
                ("cxx", ctypes.c_char_p), ("fc", ctypes.c_char_p), ("nvcc", ctypes.c_char_p), ("precision", enum_t),
                ("timeout_s", ctypes.c_double), ("no_sandbox", ctypes.c_int), ("libs", ctypes.c_char_p),
                ("memory_bytes", ctypes.c_uint64), ("hipcc", ctypes.c_char_p), ("device_arch", ctypes.c_char_p),
                ("cuda_as_hip", ctypes.c_int)]


class SrcFinding(_Sized):
    """hpcab_src_finding (srccheck.h)."""
    _fields_ = [("size", c_size_t), ("category", enum_t), ("severity", enum_t), ("line", ctypes.c_int),
                ("column", ctypes.c_int), ("token", ctypes.c_char_p), ("message", ctypes.c_char_p)]


class Stream(_Sized):
    """hpcab_stream (rng.h): a Philox key, the counter nonce and the sequential position."""
    _fields_ = [("size", c_size_t), ("key", ctypes.c_uint32 * 2), ("nonce", ctypes.c_uint32 * 2),
                ("position", ctypes.c_uint64)]


class FillSpec(_Sized):
    """hpcab_fill_spec (rng.h)."""
    _fields_ = [("size", c_size_t), ("dist", enum_t), ("domain", enum_t), ("lo", ctypes.c_double),
                ("hi", ctypes.c_double)]


class MwuResult(_Sized):
    """hpcab_mwu_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("u1", ctypes.c_double), ("p", ctypes.c_double), ("method", enum_t),
                ("ties", ctypes.c_bool)]


class CreditResult(_Sized):
    """hpcab_credit_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("median_ref", ctypes.c_double), ("median_cand", ctypes.c_double),
                ("ratio", ctypes.c_double), ("direction", enum_t), ("p", ctypes.c_double),
                ("credited", ctypes.c_double), ("confirmed", ctypes.c_bool), ("method", enum_t)]


class CreditParams(_Sized):
    """hpcab_credit_params (stats.h)."""
    _fields_ = [("size", c_size_t), ("alpha", ctypes.c_double), ("min_effect", ctypes.c_double)]


class OverheadResult(_Sized):
    """hpcab_overhead_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("overhead_ref", ctypes.c_double), ("overhead_cand", ctypes.c_double),
                ("margin", ctypes.c_double), ("net_ref", ctypes.c_double), ("net_cand", ctypes.c_double),
                ("resolved", ctypes.c_bool)]


class GeomeanResult(_Sized):
    """hpcab_geomean_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("n", c_size_t), ("geomean", ctypes.c_double), ("lo", ctypes.c_double),
                ("hi", ctypes.c_double), ("log_mean", ctypes.c_double), ("log_sd", ctypes.c_double)]


class TtestResult(_Sized):
    """hpcab_ttest_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("t", ctypes.c_double), ("df", ctypes.c_double), ("p", ctypes.c_double)]


class KernelOutcome(_Sized):
    """hpcab_kernel_outcome (stats.h)."""
    _fields_ = [("size", c_size_t), ("solved", ctypes.c_bool), ("speedup", ctypes.c_double),
                ("input_tokens", ctypes.c_double), ("cached_tokens", ctypes.c_double),
                ("output_tokens", ctypes.c_double)]


class Estimate(ctypes.Structure):
    """hpcab_estimate (stats.h; no size field: it lives inside hpcab_efficacy_result)."""
    _fields_ = [("n", c_size_t), ("value", ctypes.c_double), ("lo", ctypes.c_double), ("hi", ctypes.c_double),
                ("p", ctypes.c_double)]


class EfficacyResult(_Sized):
    """hpcab_efficacy_result (stats.h)."""
    _fields_ = [("size", c_size_t), ("kernels", c_size_t), ("rho_s", Estimate), ("rho_c", Estimate),
                ("solved_control", c_size_t), ("solved_treatment", c_size_t), ("only_control", c_size_t),
                ("only_treatment", c_size_t), ("solved_p", ctypes.c_double)]

CHECK_MAX_NDIM = 64


class CheckSpec(_Sized):
    """hpcab_check_spec (check.h)."""
    _fields_ = [("size", c_size_t), ("dtype", enum_t), ("precision", enum_t), ("ndim", ctypes.c_int),
                ("shape", ctypes.POINTER(ctypes.c_int64)), ("accumulate", ctypes.c_int64), ("threads", ctypes.c_uint),
                ("ref_absmax", ctypes.POINTER(ctypes.c_double))]


class CheckReport(_Sized):
    """hpcab_check_report (check.h)."""
    _fields_ = [("size", c_size_t), ("passed", ctypes.c_int), ("ndim", ctypes.c_int), ("n_elements", ctypes.c_int64),
                ("n_failed", ctypes.c_int64), ("worst_index", ctypes.c_int64),
                ("worst_multi_index", ctypes.c_int64 * CHECK_MAX_NDIM), ("worst_component", ctypes.c_int),
                ("got", ctypes.c_double), ("expected", ctypes.c_double), ("allowed", ctypes.c_double),
                ("worst_ratio", ctypes.c_double), ("rtol", ctypes.c_double), ("atol", ctypes.c_double)]


class PeakOptions(_Sized):
    """hpcab_peak_options (roofline.h)."""
    _fields_ = [("size", c_size_t), ("nthreads", ctypes.c_uint), ("working_set_bytes", ctypes.c_uint64),
                ("repetitions", ctypes.c_uint), ("flops_seconds", ctypes.c_double)]


TOPO_KEY_HEX = 32
PROFILE_TEXT = 128


class MachineProfile(_Sized):
    """hpcab_machine_profile (roofline.h)."""
    _fields_ = [("size", c_size_t), ("key", ctypes.c_char * (TOPO_KEY_HEX + 1)),
                ("cpu_model", ctypes.c_char * PROFILE_TEXT), ("threads", ctypes.c_uint), ("cores", ctypes.c_uint),
                ("llc_bytes", ctypes.c_uint64), ("working_set_bytes", ctypes.c_uint64), ("cap_bytes", ctypes.c_uint64),
                ("capped", ctypes.c_int), ("repetitions", ctypes.c_uint), ("copy_gbps", ctypes.c_double),
                ("triad_gbps", ctypes.c_double), ("peak_gflops", ctypes.c_double), ("vector_bits", ctypes.c_uint),
                ("device_gbps", ctypes.c_double), ("measured_unix", ctypes.c_int64)]


class Suspect(_Sized):
    """hpcab_suspect (roofline.h)."""
    _fields_ = [("size", c_size_t), ("flags", ctypes.c_uint), ("floor_ns", ctypes.c_double),
                ("speedup_limit", ctypes.c_double), ("reason", ctypes.c_char * 256)]


# void (*hpcab_progress_fn)(void *ctx, const char *stage, double fraction)
PROGRESS_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_double)
# the judge service's hooks (judge.h: hpcab_timing_begin_fn, hpcab_timing_end_fn, hpcab_timed_worker_fn)
TIMING_BEGIN_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)
TIMING_END_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
TIMED_WORKER_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_long)


class JudgeOptions(_Sized):
    """hpcab_judge_options (judge.h)."""
    _fields_ = [("size", c_size_t), ("kernel", ctypes.c_char_p), ("candidate", ctypes.c_char_p),
                ("precision", enum_t), ("baseline", ctypes.c_char_p), ("state_dir", ctypes.c_char_p),
                ("db_path", ctypes.c_char_p), ("secrets_path", ctypes.c_char_p), ("cache_dir", ctypes.c_char_p),
                ("include_dir", ctypes.c_char_p), ("worker_path", ctypes.c_char_p), ("session", ctypes.c_char_p),
                ("mode", enum_t), ("flags", ctypes.c_char_p), ("extra_flags", ctypes.c_char_p),
                ("threads", ctypes.c_uint), ("correctness_draws", ctypes.c_int), ("timed_inputs", ctypes.c_int),
                ("budget_s", ctypes.c_double), ("min_calls", ctypes.c_int64), ("max_calls", ctypes.c_int64),
                ("call_timeout_s", ctypes.c_double), ("alpha", ctypes.c_double), ("no_cache", ctypes.c_int),
                ("progress", PROGRESS_FN), ("progress_ctx", ctypes.c_void_p), ("check_only", ctypes.c_int),
                ("test_sizes", ctypes.c_int), ("timing_begin", TIMING_BEGIN_FN), ("timing_end", TIMING_END_FN),
                ("timed_worker", TIMED_WORKER_FN), ("hook_ctx", ctypes.c_void_p),
                ("min_effect", ctypes.c_double), ("compile_memory_bytes", ctypes.c_uint64),
                ("residency", enum_t), ("device", ctypes.c_char_p), ("device_runtime", ctypes.c_int),
                ("idle_hold", ctypes.c_int), ("comparators", ctypes.c_char_p)]


class VerdictInput(_Sized):
    """hpcab_verdict_input (judge.h)."""
    _fields_ = [("size", c_size_t), ("sizes", ctypes.c_char_p), ("reference_median_ns", ctypes.c_double),
                ("candidate_median_ns", ctypes.c_double), ("ratio", ctypes.c_double), ("p_value", ctypes.c_double),
                ("credited", ctypes.c_double), ("suspect", ctypes.c_int), ("why", ctypes.c_char_p),
                ("calls", ctypes.c_int64), ("reference_ns", ctypes.POINTER(ctypes.c_double)),
                ("candidate_ns", ctypes.POINTER(ctypes.c_double)), ("overhead_reference_ns", ctypes.c_double),
                ("overhead_candidate_ns", ctypes.c_double), ("resolved", ctypes.c_int)]


class TestOptions(_Sized):
    """hpcab_test_options (testing.h)."""
    __test__ = False  # not a pytest test class
    _fields_ = [("size", c_size_t), ("precision", enum_t), ("draws", ctypes.c_int), ("seed", ctypes.c_char_p),
                ("cache_dir", ctypes.c_char_p), ("include_dir", ctypes.c_char_p), ("worker_path", ctypes.c_char_p),
                ("flags", ctypes.c_char_p), ("extra_flags", ctypes.c_char_p), ("threads", ctypes.c_uint),
                ("call_timeout_s", ctypes.c_double), ("footprint_cap", ctypes.c_uint64),
                ("no_determinism", ctypes.c_int)]


class ValidateOptions(_Sized):
    """hpcab_validate_options (validate.h)."""
    _fields_ = [("size", c_size_t), ("precision", enum_t), ("draws", ctypes.c_int), ("cache_dir", ctypes.c_char_p),
                ("include_dir", ctypes.c_char_p), ("worker_path", ctypes.c_char_p),
                ("max_timed_bytes", ctypes.c_uint64), ("threads", ctypes.c_uint), ("call_timeout_s", ctypes.c_double),
                ("seed", ctypes.c_char_p)]

"""ctypes access to the seeded fills of libhpcabench (hpcab/rng.h), shared by the tests and tests/perf."""
import ctypes
import os

import numpy as np

UNIFORM, NORMAL, LOGNORMAL = 1, 2, 3
DOMAIN_NONE, DOMAIN_POSITIVE, DOMAIN_NONNEG, DOMAIN_NEGATIVE, DOMAIN_RANGE = 0, 1, 2, 3, 4
F64, F32, F16, BF16 = 1, 2, 3, 4


class Stream(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("key", ctypes.c_uint32 * 2), ("nonce", ctypes.c_uint32 * 2),
                ("position", ctypes.c_uint64)]


class FillSpec(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("dist", ctypes.c_int), ("domain", ctypes.c_int),
                ("lo", ctypes.c_double), ("hi", ctypes.c_double)]


def library_path():
    """$HPCABENCH_LIB, else the library of ./build."""
    path = os.environ.get("HPCABENCH_LIB")
    if path:
        return path
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "..", "..", "build", "lib", "libhpcabench.so")


def load():
    lib = ctypes.CDLL(library_path())
    lib.hpcab_stream_key.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint64, ctypes.c_char_p,
                                     ctypes.POINTER(Stream)]
    lib.hpcab_fill_array.argtypes = [ctypes.POINTER(Stream), ctypes.POINTER(FillSpec), ctypes.c_int, ctypes.c_void_p,
                               ctypes.c_size_t, ctypes.c_uint]
    lib.hpcab_last_error.restype = ctypes.c_char_p
    return lib


def stream(lib, seed=bytes(range(32)), kernel=b"llr/s000", draw=0, array=b"a"):
    s = Stream()
    s.size = ctypes.sizeof(s)
    rc = lib.hpcab_stream_key(seed, kernel, draw, array, ctypes.byref(s))
    assert rc == 0, lib.hpcab_last_error()
    return s


def fill(lib, s, out, dist, domain=DOMAIN_NONE, lo=0.0, hi=0.0, threads=1):
    """Fills the float64 numpy array `out` in place."""
    assert out.dtype == np.float64 and out.flags.c_contiguous
    spec = FillSpec(ctypes.sizeof(FillSpec), dist, domain, lo, hi)
    rc = lib.hpcab_fill_array(ctypes.byref(s), ctypes.byref(spec), F64, out.ctypes.data, out.size, threads)
    assert rc == 0, lib.hpcab_last_error()
    return out

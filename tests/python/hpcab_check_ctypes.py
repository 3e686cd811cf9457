"""ctypes access to hpcab/npy.h and hpcab/check.h of libhpcabench, shared by the tests and tests/perf."""
import ctypes
import os

import numpy as np

# hpcab_dtype values (hpcab/dtype.h) and their numpy equivalents; bf16 has none (stored as uint16)
DTYPES = {"f64": 1, "f32": 2, "f16": 3, "bf16": 4, "i8": 5, "i16": 6, "i32": 7, "i64": 8, "u8": 9,
          "u16": 10, "u32": 11, "u64": 12, "bool": 13, "c64": 14, "c128": 15}
NUMPY = {"f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i8": np.int8,
         "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8, "u16": np.uint16,
         "u32": np.uint32, "u64": np.uint64, "bool": np.bool_, "c64": np.complex64, "c128": np.complex128}
BANDS = {"f64": (1e-9, 1e-11, 2.0 ** -52), "f32": (1e-3, 1e-5, 2.0 ** -23),
         "f16": (1e-2, 1e-3, 2.0 ** -23), "bf16": (3e-2, 1e-2, 2.0 ** -23)}
MAX_NDIM = 64


class CheckSpec(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("dtype", ctypes.c_int), ("precision", ctypes.c_int),
                ("ndim", ctypes.c_int), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("accumulate", ctypes.c_int64), ("threads", ctypes.c_uint),
                ("ref_absmax", ctypes.POINTER(ctypes.c_double))]


class CheckReport(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("passed", ctypes.c_int), ("ndim", ctypes.c_int),
                ("n_elements", ctypes.c_int64), ("n_failed", ctypes.c_int64),
                ("worst_index", ctypes.c_int64), ("worst_multi_index", ctypes.c_int64 * MAX_NDIM),
                ("worst_component", ctypes.c_int), ("got", ctypes.c_double),
                ("expected", ctypes.c_double), ("allowed", ctypes.c_double),
                ("worst_ratio", ctypes.c_double), ("rtol", ctypes.c_double), ("atol", ctypes.c_double)]


def library_path():
    """$HPCABENCH_LIB, else the library of ./build."""
    path = os.environ.get("HPCABENCH_LIB")
    if path:
        return path
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "..", "..", "build", "lib", "libhpcabench.so")


def tool_path(name):
    """$HPCABENCH_BUILD/tools/NAME, else ./build/tools/NAME."""
    build = os.environ.get("HPCABENCH_BUILD")
    if not build:
        build = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build")
    return os.path.join(build, "tools", name)


def load():
    lib = ctypes.CDLL(library_path())
    lib.hpcab_last_error.restype = ctypes.c_char_p
    lib.hpcab_npy_read.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
    lib.hpcab_npy_write.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_int,
                                    ctypes.POINTER(ctypes.c_int64), ctypes.c_void_p]
    lib.hpcab_npy_array_free.argtypes = [ctypes.c_void_p]
    for f in ("dtype", "ndim"):
        getattr(lib, "hpcab_npy_array_" + f).argtypes = [ctypes.c_void_p]
    lib.hpcab_npy_array_shape.argtypes = [ctypes.c_void_p]
    lib.hpcab_npy_array_shape.restype = ctypes.POINTER(ctypes.c_int64)
    lib.hpcab_npy_array_bytes.argtypes = [ctypes.c_void_p]
    lib.hpcab_npy_array_bytes.restype = ctypes.c_size_t
    lib.hpcab_npy_array_data.argtypes = [ctypes.c_void_p]
    lib.hpcab_npy_array_data.restype = ctypes.c_void_p
    lib.hpcab_check_arrays.argtypes = [ctypes.POINTER(CheckSpec), ctypes.c_void_p, ctypes.c_void_p,
                                       ctypes.POINTER(CheckReport)]
    return lib


def npy_read(lib, path):
    """Reads a file with hpcab_npy_read: (dtype name, shape, raw bytes), or raises with the message."""
    h = ctypes.c_void_p()
    rc = lib.hpcab_npy_read(str(path).encode(), ctypes.byref(h))
    if rc != 0:
        raise ValueError(lib.hpcab_last_error().decode())
    try:
        code = lib.hpcab_npy_array_dtype(h)
        name = [k for k, v in DTYPES.items() if v == code][0]
        ndim = lib.hpcab_npy_array_ndim(h)
        shape = tuple(lib.hpcab_npy_array_shape(h)[d] for d in range(ndim))
        nbytes = lib.hpcab_npy_array_bytes(h)
        data = ctypes.string_at(lib.hpcab_npy_array_data(h), nbytes)
        assert lib.hpcab_npy_array_data(h) % 64 == 0
        return name, shape, data
    finally:
        lib.hpcab_npy_array_free(h)


def npy_write(lib, path, name, shape, data):
    """Writes raw bytes `data` with hpcab_npy_write."""
    shp = (ctypes.c_int64 * max(len(shape), 1))(*shape)
    buf = ctypes.create_string_buffer(data, max(len(data), 1))
    rc = lib.hpcab_npy_write(str(path).encode(), DTYPES[name], len(shape), shp, buf)
    if rc != 0:
        raise ValueError(lib.hpcab_last_error().decode())


def check(lib, ref, got, name, precision=0, accumulate=1, threads=1):
    """hpcab_check_arrays on two C-contiguous numpy arrays; returns the CheckReport."""
    ref = np.ascontiguousarray(ref)
    got = np.ascontiguousarray(got)
    shp = (ctypes.c_int64 * max(ref.ndim, 1))(*ref.shape)
    prec = DTYPES[precision] if isinstance(precision, str) else precision
    spec = CheckSpec(ctypes.sizeof(CheckSpec), DTYPES[name], prec, ref.ndim, shp, accumulate, threads, None)
    rep = CheckReport()
    rep.size = ctypes.sizeof(CheckReport)
    rc = lib.hpcab_check_arrays(ctypes.byref(spec), ref.ctypes.data, got.ctypes.data, ctypes.byref(rep))
    assert rc == 0, lib.hpcab_last_error()
    return rep

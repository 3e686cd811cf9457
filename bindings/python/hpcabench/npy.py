"""Stored arrays (hpcab/npy.h): .npy and zstd-compressed .npy.zst files read and written by the library."""
from __future__ import annotations

import ctypes
import os

import numpy as np

from . import _dtype
from ._lib import call, cstr, lib


def write_npy(path: str | os.PathLike, array, dtype: str | None = None) -> None:
    """Writes `array` to `path` (".zst" suffix: compressed). `dtype` names the hpcab dtype when numpy's
    is ambiguous ("bf16" for uint16 bit patterns)."""
    a = np.ascontiguousarray(array)
    dt = dtype or _dtype.from_numpy(a.dtype)
    shape = (ctypes.c_int64 * max(1, a.ndim))(*a.shape)
    call("hpcab_npy_write", cstr(path), _dtype.code(dt), a.ndim, shape, a.ctypes.data)


def read_npy(path: str | os.PathLike, *, with_dtype: bool = False):
    """Reads a .npy or .npy.zst file into a new numpy array (bf16 arrives as uint16 bit patterns; with
    with_dtype=True returns (array, hpcab dtype name))."""
    h = ctypes.c_void_p()
    call("hpcab_npy_read", cstr(path), ctypes.byref(h))
    try:
        dt = _dtype.name(lib.hpcab_npy_array_dtype(h))
        ndim = lib.hpcab_npy_array_ndim(h)
        sp = lib.hpcab_npy_array_shape(h)
        shape = tuple(sp[i] for i in range(ndim))
        out = np.empty(shape, _dtype.numpy_dtype(dt))
        ctypes.memmove(out.ctypes.data, lib.hpcab_npy_array_data(h), lib.hpcab_npy_array_bytes(h))
    finally:
        lib.hpcab_npy_array_free(h)
    return (out, dt) if with_dtype else out

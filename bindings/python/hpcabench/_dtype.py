"""Element types (hpcab/dtype.h): names, codes, numpy dtypes, and the 16-bit float conversions."""
from __future__ import annotations

import ctypes

import numpy as np

from ._lib import call, lib, text

# hpcab_dtype values (part of the ABI, they never change).
CODES = {"f64": 1, "f32": 2, "f16": 3, "bf16": 4, "i8": 5, "i16": 6, "i32": 7, "i64": 8, "u8": 9,
         "u16": 10, "u32": 11, "u64": 12, "bool": 13, "c64": 14, "c128": 15}
NAMES = {v: k for k, v in CODES.items()}
PRECISIONS = ("f64", "f32", "f16", "bf16")

# How the library stores each dtype, as numpy sees it: bf16 has no numpy dtype and travels as its raw
# 16-bit patterns (uint16), like the library's own .npy files.
NUMPY = {"f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i8": np.int8,
         "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8, "u16": np.uint16,
         "u32": np.uint32, "u64": np.uint64, "bool": np.bool_, "c64": np.complex64, "c128": np.complex128}


def code(name: str | int) -> int:
    """The hpcab_dtype of a dtype name ("f64", ...); an int passes through. Raises Error on a bad name
    with the library's message."""
    if isinstance(name, int):
        return name
    out = ctypes.c_int(0)
    call("hpcab_dtype_from_name", str(name).encode(), ctypes.byref(out))
    return out.value


def name(dtype: int) -> str:
    """The manifest name of an hpcab_dtype ("invalid" for a bad one)."""
    return text(lib.hpcab_dtype_name(dtype))


def ctype(dtype: str | int) -> str:
    """The C type a kernel prototype uses for the dtype ("double", "uint16_t", ...)."""
    return text(lib.hpcab_dtype_ctype(code(dtype)))


def itemsize(dtype: str | int) -> int:
    """Bytes of one element."""
    return int(lib.hpcab_dtype_size(code(dtype)))


def numpy_dtype(dtype: str | int) -> np.dtype:
    """The numpy dtype an array of this hpcab dtype is held in (bf16: uint16 bit patterns)."""
    return np.dtype(NUMPY[dtype if isinstance(dtype, str) else NAMES[dtype]])


def from_numpy(dt) -> str:
    """The hpcab dtype name of a numpy dtype (uint16 reads as u16; pass "bf16" explicitly for bf16)."""
    dt = np.dtype(dt)
    for k, v in NUMPY.items():
        if k != "bf16" and np.dtype(v) == dt:
            return k
    from ._lib import Error
    raise Error(f"numpy dtype {dt} has no libhpcabench dtype", -1, "invalid")


def is_float(dtype: str | int) -> bool:
    return bool(lib.hpcab_dtype_is_float(code(dtype)))


def is_complex(dtype: str | int) -> bool:
    return bool(lib.hpcab_dtype_is_complex(code(dtype)))


def is_integer(dtype: str | int) -> bool:
    return bool(lib.hpcab_dtype_is_integer(code(dtype)))


def f32_to_f16(x: float) -> int:
    """IEEE binary16 bits of x (round to nearest even)."""
    return int(lib.hpcab_f32_to_f16(x))


def f16_to_f32(bits: int) -> float:
    return float(lib.hpcab_f16_to_f32(bits))


def f32_to_bf16(x: float) -> int:
    """bfloat16 bits of x (round to nearest even)."""
    return int(lib.hpcab_f32_to_bf16(x))


def bf16_to_f32(bits: int) -> float:
    return float(lib.hpcab_bf16_to_f32(bits))

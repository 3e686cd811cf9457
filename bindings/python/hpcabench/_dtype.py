"""Element types (hpcab/dtype.h): names, codes, numpy dtypes, and the 16-bit float conversions."""
from __future__ import annotations

import ctypes

import numpy as np

from ._lib import Error, lib, text

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


def canonical(dtype) -> str:
    """The libhpcabench name of a dtype given as a libhpcabench name ("f32", "bf16"), an hpcab_dtype
    code, or anything numpy takes for a dtype: np.float32, np.dtype("float32"), "float32", "f4", an
    array's .dtype (numpy's uint16 is u16: pass "bf16" for bfloat16 bit patterns). Raises
    InvalidArgumentError (a ValueError) for anything else."""
    if isinstance(dtype, (int, np.integer)) and not isinstance(dtype, bool):
        if int(dtype) in NAMES:
            return NAMES[int(dtype)]
        raise Error(f"{int(dtype)} is not an hpcab_dtype code", -1, "invalid")
    if isinstance(dtype, str) and dtype in CODES:
        return dtype
    try:
        dt = np.dtype(dtype)
    except (TypeError, ValueError):
        dt = None
    if dt is not None:
        for k, v in NUMPY.items():
            if k != "bf16" and np.dtype(v) == dt:
                return k
    raise Error(f"unknown dtype {dtype!r} (expected one of {' '.join(CODES)}, or a numpy dtype such as "
                "np.float32 or 'float32')", -1, "invalid")


def code(name) -> int:
    """The hpcab_dtype of a dtype given in any form canonical() takes; an int code passes through.
    Raises InvalidArgumentError (a ValueError) on anything else."""
    if isinstance(name, (int, np.integer)) and not isinstance(name, bool):
        return int(name)
    return CODES[canonical(name)]


def name(dtype: int) -> str:
    """The manifest name of an hpcab_dtype ("invalid" for a bad one)."""
    return text(lib.hpcab_dtype_name(dtype))


def ctype(dtype) -> str:
    """The C type a kernel prototype uses for the dtype ("double", "uint16_t", ...)."""
    return text(lib.hpcab_dtype_ctype(code(dtype)))


def itemsize(dtype) -> int:
    """Bytes of one element."""
    return int(lib.hpcab_dtype_size(code(dtype)))


def numpy_dtype(dtype) -> np.dtype:
    """The numpy dtype an array of this hpcab dtype is held in (bf16: uint16 bit patterns)."""
    return np.dtype(NUMPY[canonical(dtype)])


def from_numpy(dt) -> str:
    """The hpcab dtype name of a numpy dtype (uint16 reads as u16; pass "bf16" explicitly for bf16)."""
    dt = np.dtype(dt)
    for k, v in NUMPY.items():
        if k != "bf16" and np.dtype(v) == dt:
            return k
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

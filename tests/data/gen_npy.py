#!/usr/bin/env python3
"""Writes tests/data/npy/*.npy with numpy.save (and one .npy.zst with the zstd tool) for the C unit
tests of hpcab/npy.h, so that they read files numpy wrote without needing Python. The values are
i*1.5 - 3 (cast to the dtype, so truncated for signed integers; unsigned: 3*i; bool: i % 3 == 0;
complex: value + 1j*i). Run from the repository
root: python3 tests/data/gen_npy.py"""
import os
import subprocess

import numpy as np

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "npy")
os.makedirs(out, exist_ok=True)


def values(dtype, shape):
    n = int(np.prod(shape))
    i = np.arange(n)
    if dtype == np.bool_:
        return (i % 3 == 0).reshape(shape)
    v = i * 1.5 - 3
    if np.dtype(dtype).kind == "c":
        v = v + 1j * i
    if np.dtype(dtype).kind == "u":
        v = i * 3
    return v.astype(dtype).reshape(shape)


for name, dt in [("f64", np.float64), ("f32", np.float32), ("f16", np.float16), ("i8", np.int8),
                 ("i16", np.int16), ("i32", np.int32), ("i64", np.int64), ("u8", np.uint8),
                 ("u16", np.uint16), ("u32", np.uint32), ("u64", np.uint64), ("bool", np.bool_),
                 ("c64", np.complex64), ("c128", np.complex128)]:
    np.save(os.path.join(out, f"{name}_2x3.npy"), values(dt, (2, 3)))
np.save(os.path.join(out, "f64_scalar.npy"), np.float64(2.5))
np.save(os.path.join(out, "f32_empty.npy"), np.zeros((3, 0), dtype=np.float32))
np.save(os.path.join(out, "f64_fortran.npy"), np.asfortranarray(values(np.float64, (2, 3))))
np.save(os.path.join(out, "f64_bigendian.npy"), values(np.float64, (2, 3)).astype(">f8"))
with open(os.path.join(out, "i32_v2.npy"), "wb") as f:
    np.lib.format.write_array(f, values(np.int32, (2, 3)), version=(2, 0))
with open(os.path.join(out, "i32_v3.npy"), "wb") as f:
    np.lib.format.write_array(f, values(np.int32, (2, 3)), version=(3, 0))
subprocess.run(["zstd", "-q", "-f", "-19", os.path.join(out, "c128_2x3.npy"), "-o",
                os.path.join(out, "c128_2x3.npy.zst")], check=True)

"""fnv1a: 64-bit FNV-1a hash of each of NREC records of RLEN bytes

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fnv1a(h, data, NREC, RLEN):
    for r in range(0, NREC):
        x = 0xcbf29ce484222325
        for k in range(0, RLEN):
            x ^= data[r, k]
            x *= 0x100000001b3
        h[r] = x

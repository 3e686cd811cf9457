"""s317: product reduction q *= 0.99, LEN_1D/2 times (closed form q = 0.99^n)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s317(result, LEN_1D):
    q = float(1.0)
    for i in range(0, (LEN_1D // 2)):
        q *= float(0.99)
    result[0] = q

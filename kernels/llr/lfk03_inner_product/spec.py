"""lfk03_inner_product: LFK 3: inner product q = sum z[k] * x[k]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk03_inner_product(q, z, x, n):
    s = float(0)
    for k in range(0, n):
        s += (z[k] * x[k])
    q[0] = s

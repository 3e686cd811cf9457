"""s4114_rand: indirect addressing with variable bounds (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4114_rand(a, b, c, d, ip, LEN_1D, n1):
    for i in range((n1 - 1), LEN_1D):
        k = ip[i]
        a[i] = (b[i] + (c[(((LEN_1D - k) + 1) - 2)] * d[i]))
        k += 5

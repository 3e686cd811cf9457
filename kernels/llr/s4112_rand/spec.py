"""s4112_rand: sparse saxpy a[i] += b[ip[i]] * s (gather) (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4112_rand(a, b, ip, LEN_1D, s):
    for i in range(0, LEN_1D):
        a[i] += (b[ip[i]] * s)

"""s4115_rand: sparse dot product (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4115_rand(a, b, ip, sum, LEN_1D):
    s = 0.0
    for i in range(0, LEN_1D):
        s += (a[i] * b[ip[i]])
    sum[0] = s

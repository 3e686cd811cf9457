"""s4113_rand: indirect addressing on rhs and lhs (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4113_rand(a, b, c, ip, LEN_1D):
    for i in range(0, LEN_1D):
        a[ip[i]] = (b[ip[i]] + c[i])

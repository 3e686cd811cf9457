"""vas_rand: vector assignment, scatter (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vas_rand(a, b, ip, LEN_1D):
    for i in range(0, LEN_1D):
        a[ip[i]] = b[i]

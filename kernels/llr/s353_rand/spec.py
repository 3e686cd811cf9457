"""s353_rand: unrolled sparse saxpy (gather) (ip: random permutation)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s353_rand(a, b, c, ip, LEN_1D):
    alpha = c[0]
    for i in range(0, LEN_1D, 5):
        a[i] += (alpha * b[ip[i]])
        a[(i + 1)] += (alpha * b[ip[(i + 1)]])
        a[(i + 2)] += (alpha * b[ip[(i + 2)]])
        a[(i + 3)] += (alpha * b[ip[(i + 3)]])
        a[(i + 4)] += (alpha * b[ip[(i + 4)]])

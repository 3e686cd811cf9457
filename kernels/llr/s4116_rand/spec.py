"""s4116_rand: more complicated sparse sdot over row j-1 of aa (ip: random indices)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4116_rand(a, aa, ip, sum, LEN_2D, j, inc):
    s = 0.0
    for i in range(0, (LEN_2D - 1)):
        off = (inc + i)
        s += (a[off] * aa[(j - 1), ip[i]])
    sum[0] = s

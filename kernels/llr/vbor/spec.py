"""vbor: basic operation rates: 59 flops for 6 loads and 1 store (reads row 0 of aa)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vbor(a, b, c, d, e, aa, x, LEN_2D):
    for i in range(0, LEN_2D):
        a1 = a[i]
        b1 = b[i]
        c1 = c[i]
        d1 = d[i]
        e1 = e[i]
        f1 = aa[0, i]
        a1 = (((((((((((a1 * b1) * c1) + ((a1 * b1) * d1)) + ((a1 * b1) * e1)) + ((a1 * b1) * f1)) + ((a1 * c1) * d1)) + ((a1 * c1) * e1)) + ((a1 * c1) * f1)) + ((a1 * d1) * e1)) + ((a1 * d1) * f1)) + ((a1 * e1) * f1))
        b1 = (((((((b1 * c1) * d1) + ((b1 * c1) * e1)) + ((b1 * c1) * f1)) + ((b1 * d1) * e1)) + ((b1 * d1) * f1)) + ((b1 * e1) * f1))
        c1 = ((((c1 * d1) * e1) + ((c1 * d1) * f1)) + ((c1 * e1) * f1))
        d1 = ((d1 * e1) * f1)
        x[i] = (((a1 * b1) * c1) * d1)

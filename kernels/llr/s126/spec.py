"""s126: bb[j][i] = bb[j-1][i] + flat[k-1] * cc[j][i], recurrence in inner loop

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s126(bb, cc, flat, LEN_2D):
    k = 1
    for i in range(0, LEN_2D):
        for j in range(1, LEN_2D):
            bb[j, i] = (bb[(j - 1), i] + (flat[(k - 1)] * cc[j, i]))
            k += 1
        k += 1

"""histogram: counts of N values in [0, 1) over NBINS equal bins (bin = floor(v * NBINS), clamped)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def histogram(counts, v, N, NBINS):
    for b in range(0, NBINS):
        counts[b] = 0
    for i in range(0, N):
        x = (v[i] * float(NBINS))
        b = (0 if (x < 0) else int(x))
        if (b > (NBINS - 1)):
            b = (NBINS - 1)
        counts[b] += 1

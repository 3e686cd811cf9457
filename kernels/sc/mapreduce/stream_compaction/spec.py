"""stream_compaction: stream compaction: pack the values x[i] > thresh (and their indices) in order; the count

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def stream_compaction(out, idx, count, x, N, thresh):
    n = 0
    for i in range(0, N):
        if (x[i] > thresh):
            out[n] = x[i]
            idx[n] = int(i)
            n += 1
    count[0] = n
    for k in range(n, N):
        out[k] = 0
        idx[k] = (-1)

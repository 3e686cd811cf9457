"""loop_antidiag_sums: d[k] = sum_{i + j == k} aa[i][j] for k = 0 .. 2N-2 (skewed walk, i ascending)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_antidiag_sums(d, aa, LEN_2D):
    N = LEN_2D
    for k in prange(2 * N - 1):
        lo = max(0, k - (N - 1))
        hi = min(k, N - 1)
        s = 0.0
        for i in range(lo, hi + 1):
            s += aa[i, k - i]
        d[k] = s

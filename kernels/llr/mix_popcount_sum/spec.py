"""mix_popcount_sum: c[i] = popcount(w[i]) over 64-bit words; total = sum c."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def popcount64(v):
    one = np.uint64(1)
    zero = np.uint64(0)
    n = 0
    while v != zero:
        v = v & (v - one)
        n += 1
    return n


def mix_popcount_sum(w, c, total, LEN_1D):
    t = 0
    for i in range(LEN_1D):
        n = popcount64(w[i])
        c[i] = n
        t += n
    total[0] = t

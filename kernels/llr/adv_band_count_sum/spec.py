"""adv_band_count_sum: cnt = number of a[i] with lo <= a[i] < hi, s = their sum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_band_count_sum(a, cnt, s, LEN_1D, lo, hi):
    n = 0
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        if a[i] >= lo and a[i] < hi:
            n += 1
            acc += a[i]
    cnt[0] = n
    s[0] = acc

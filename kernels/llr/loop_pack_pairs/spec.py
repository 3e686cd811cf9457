"""loop_pack_pairs: where a[i] > b[i], append a[i] - b[i] to vals and i to idx; cnt[0] = count; tails 0 and -1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_pack_pairs(vals, idx, cnt, a, b, LEN_1D):
    n = 0
    for i in range(LEN_1D):
        if a[i] > b[i]:
            vals[n] = a[i] - b[i]
            idx[n] = i
            n += 1
    cnt[0] = n
    for k in range(n, LEN_1D):
        vals[k] = 0.0
        idx[k] = -1

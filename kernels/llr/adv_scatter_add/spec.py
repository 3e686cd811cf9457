"""adv_scatter_add: scatter-add a[idx[i]] += b[i], idx repeating (uniform in [0, M)), i ascending."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_scatter_add(a, b, idx, LEN_1D, M):
    for i in range(LEN_1D):
        a[idx[i]] += b[i]

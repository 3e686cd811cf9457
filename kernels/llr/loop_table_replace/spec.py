"""loop_table_replace: y[i] = vals[k] for the first k with keys[k] == v[i], else x[i] (search and replace)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_table_replace(y, v, x, keys, vals, LEN_1D, T):
    for i in prange(LEN_1D):
        r = x[i]
        for k in range(T):
            if keys[k] == v[i]:
                r = vals[k]
                break
        y[i] = r

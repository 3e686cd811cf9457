"""mix_idot_i64: s = sum (i64)a[i] * (i64)b[i] over i32 arrays (exact in i64); r = alpha * s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_idot_i64(a, b, s, r, LEN_1D, alpha):
    acc = np.int64(0)
    for i in range(LEN_1D):
        acc += np.int64(a[i]) * np.int64(b[i])
    s[0] = acc
    t = r.dtype.type(alpha)
    r[0] = t * r.dtype.type(acc)

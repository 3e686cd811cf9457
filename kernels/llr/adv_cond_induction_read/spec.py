"""adv_cond_induction_read: a[i] = b[j] * c[i]; j += 1 only when c[i] > t (j starts at 0; nj[0] = final j)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_cond_induction_read(a, b, c, nj, LEN_1D, t):
    j = 0
    for i in range(LEN_1D):
        a[i] = b[j] * c[i]
        if c[i] > t:
            j += 1
    nj[0] = j

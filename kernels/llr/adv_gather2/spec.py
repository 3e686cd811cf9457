"""adv_gather2: double-indirect gather a[i] = c[i] * b[p[q[i]]] (q into a table p of M indices into b)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_gather2(a, b, c, q, p, LEN_1D, M):
    for i in prange(LEN_1D):
        a[i] = c[i] * b[p[q[i]]]

"""adv_budget_exit: s += w[i]; stop at the first i with s > t * LEN_1D, else b[i] = a[i] * s.

s is an integer running sum (exact); the limit is compared in double. nexit[0] is the first i where
s > t * LEN_1D, or LEN_1D when there is none; b[i] for i >= nexit[0] is left as it is."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_budget_exit(w, a, b, nexit, LEN_1D, t):
    lim = float(t) * float(LEN_1D)
    s = 0
    stop = LEN_1D
    for i in range(LEN_1D):
        s += int(w[i])
        if float(s) > lim:
            stop = i
            break
        b[i] = a[i] * b.dtype.type(s)
    nexit[0] = stop

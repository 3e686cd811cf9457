"""durbin: PolyBench durbin, the Levinson-Durbin solve of toeplitz(1, r) y = -r (y updated pairwise in place)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def durbin(r, y, N):
    one = r.dtype.type(1)
    alpha = -r[0]
    beta = one
    y[0] = -r[0]
    for k in range(1, N):
        beta = (one - alpha * alpha) * beta
        s = r.dtype.type(0)
        for i in range(k):
            s += r[k - i - 1] * y[i]
        alpha = -(r[k] + s) / beta
        i = 0
        j = k - 1
        while i <= j:
            a = y[i]
            b = y[j]
            y[i] = a + alpha * b
            if i < j:
                y[j] = b + alpha * a
            i += 1
            j -= 1
        y[k] = alpha

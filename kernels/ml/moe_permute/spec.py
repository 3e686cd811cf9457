"""moe_permute: mixture-of-experts dispatch. The T * K (token, slot) pairs, flattened i = t K + k, are
grouped by expert experts[t, k], stably (in order of i within an expert): offsets[e] is the first row of
expert e (offsets[E] = T K), and row r of the permuted order gets src[r] = t and Xp[r, :] = X[t, :]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def moe_permute(Xp, src, offsets, X, experts, T, K, E, D):
    offsets[:] = 0
    for t in range(T):
        for k in range(K):
            offsets[experts[t, k] + 1] += 1
    for e in range(E):
        offsets[e + 1] += offsets[e]
    row = offsets[:E].copy()
    for t in range(T):
        for k in range(K):
            e = experts[t, k]
            r = row[e]
            src[r] = t
            Xp[r, :] = X[t, :]
            row[e] = r + 1

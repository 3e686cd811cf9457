"""band_lu_solve: banded LU without pivoting (band storage, diagonal shifted by S) in place, then solve A x = b."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def band_lu_solve(AB, b, N, KL, KU, WB, S):
    for i in range(N):
        AB[i, KL] += S
    for k in range(N):
        piv = AB[k, KL]
        iend = min(k + KL, N - 1)
        jend = min(k + KU, N - 1)
        for i in range(k + 1, iend + 1):
            l = AB[i, KL + k - i] / piv
            AB[i, KL + k - i] = l
            for j in range(k + 1, jend + 1):
                AB[i, KL + j - i] -= l * AB[k, KL + j - k]
    for i in range(N):
        s = b[i]
        for j in range(max(i - KL, 0), i):
            s -= AB[i, KL + j - i] * b[j]
        b[i] = s
    for i in range(N - 1, -1, -1):
        s = b[i]
        jend = min(i + KU, N - 1)
        for j in range(i + 1, jend + 1):
            s -= AB[i, KL + j - i] * b[j]
        b[i] = s / AB[i, KL]

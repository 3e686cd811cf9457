"""lcs: longest common subsequence table L[i][j] of a[0..i) and b[0..j) (4-letter alphabet)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lcs(L, a, b, N, M):
    W = (M + 1)
    for j in range(0, M + 1):
        L.reshape(-1)[j] = 0
    for i in range(1, N + 1):
        L.reshape(-1)[(i * W)] = 0
        for j in range(1, M + 1):
            if (a[(i - 1)] == b[(j - 1)]):
                L.reshape(-1)[((i * W) + j)] = (L.reshape(-1)[((((i - 1) * W) + j) - 1)] + 1)
            else:
                up = L.reshape(-1)[(((i - 1) * W) + j)]
                left = L.reshape(-1)[(((i * W) + j) - 1)]
                L.reshape(-1)[((i * W) + j)] = (up if (up >= left) else left)

"""needleman_wunsch: Needleman-Wunsch global alignment score matrix (match +1, mismatch -1, gap -GAP)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def needleman_wunsch(H, a, b, N, M, GAP):
    W = (M + 1)
    for i in range(0, N + 1):
        H.reshape(-1)[(i * W)] = int(((-i) * GAP))
    for j in range(0, M + 1):
        H.reshape(-1)[j] = int(((-j) * GAP))
    for i in range(1, N + 1):
        for j in range(1, M + 1):
            diag = (H.reshape(-1)[((((i - 1) * W) + j) - 1)] + (1 if (a[(i - 1)] == b[(j - 1)]) else (-1)))
            up = (H.reshape(-1)[(((i - 1) * W) + j)] - GAP)
            left = (H.reshape(-1)[(((i * W) + j) - 1)] - GAP)
            best = (diag if (diag > up) else up)
            H.reshape(-1)[((i * W) + j)] = (best if (best > left) else left)

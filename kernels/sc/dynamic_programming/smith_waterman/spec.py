"""smith_waterman: Smith-Waterman local alignment score matrix (match +MATCH, mismatch -MISMATCH, gap -GAP) and the best cell

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def smith_waterman(H, best, a, b, N, M, MATCH, MISMATCH, GAP):
    W = (M + 1)
    bv = 0
    bi = 0
    bj = 0
    for j in range(0, M + 1):
        H.reshape(-1)[j] = 0
    for i in range(1, N + 1):
        H.reshape(-1)[(i * W)] = 0
        for j in range(1, M + 1):
            h = (H.reshape(-1)[((((i - 1) * W) + j) - 1)] + (MATCH if (a[(i - 1)] == b[(j - 1)]) else (-MISMATCH)))
            up = (H.reshape(-1)[(((i - 1) * W) + j)] - GAP)
            left = (H.reshape(-1)[(((i * W) + j) - 1)] - GAP)
            if (up > h):
                h = up
            if (left > h):
                h = left
            if (h < 0):
                h = 0
            H.reshape(-1)[((i * W) + j)] = h
            if (h > bv):
                bv = h
                bi = i
                bj = j
    best[0] = bv
    best[1] = bi
    best[2] = bj

"""lfk21_matmul: LFK 21: matrix * matrix product px[j][i] += vy[k][i] * cx[j][k] (25 x 25 times 25 x n)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk21_matmul(px, vy, cx, n):
    for k in range(0, 25):
        for i in range(0, 25):
            for j in range(0, n):
                px.reshape(-1)[((j * 25) + i)] += (vy.reshape(-1)[((k * 25) + i)] * cx.reshape(-1)[((j * 25) + k)])

"""hinge_loss: multi-class hinge (margin) loss per row (PyTorch MultiMarginLoss, p = 1, reduction none):
L[n] = sum over c != y[n] of max(0, margin - X[n, y[n]] + X[n, c]) / C."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hinge_loss(L, X, y, N, C, margin):
    for n in prange(N):
        yn = int(y[n])
        xy = X[n, yn]
        s = 0.0
        for c in range(C):
            if c == yn:
                continue
            h = margin - xy + X[n, c]
            if h > 0:
                s += h
        L[n] = s / C

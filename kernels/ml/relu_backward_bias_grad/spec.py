"""relu_backward_bias_grad: the backward of y = relu(x W^T + b) up to the bias: dX = dY where X > 0,
else 0 (X is the pre-activation), and db[j] = sum over the rows i of dX[i, j] (db zeroed, then row by
row db[j] += dX[i, j], rows in order)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def relu_backward_bias_grad(dX, db, dY, X, M, N):
    for j in range(N):
        db[j] = 0.0
    for i in range(M):
        for j in range(N):
            g = dY[i, j] if X[i, j] > 0 else 0.0
            dX[i, j] = g
            db[j] += g

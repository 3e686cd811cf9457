"""swiglu_backward: gradient of the SwiGLU gate Y = silu(a) b, a = X[:, :H], b = X[:, H:], s = sigmoid(a):
dX[:, :H] = dY b s (1 + a (1 - s)), dX[:, H:] = dY a s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def swiglu_backward(dX, dY, X, R, H):
    for r in prange(R):
        for j in range(H):
            a = X[r, j]
            b = X[r, H + j]
            dy = dY[r, j]
            s = 1.0 / (1 + np.exp(-a))
            dX[r, j] = dy * b * s * (1 + a * (1 - s))
            dX[r, H + j] = dy * a * s

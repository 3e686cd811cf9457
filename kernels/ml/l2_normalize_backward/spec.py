"""l2_normalize_backward: gradient of y = x / max(||x||_2, eps) per row (eps = 1e-12).
Per row: s = sum x^2, p = sum x dY, r = sqrt(s); where r > eps: dX = dY / r - x p / (r r r);
else dX = dY / eps."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def l2_normalize_backward(dX, dY, X, M, D):
    eps = 1e-12
    for i in prange(M):
        s = 0.0
        p = 0.0
        for k in range(D):
            s += X[i, k] * X[i, k]
            p += X[i, k] * dY[i, k]
        r = np.sqrt(s)
        if r > eps:
            c = p / (r * r * r)
            for k in range(D):
                dX[i, k] = dY[i, k] / r - X[i, k] * c
        else:
            for k in range(D):
                dX[i, k] = dY[i, k] / eps

"""lp_pool2d: power-average pooling (LPPool2d, stride = kernel size K, no padding, on |x|), NCHW:
Y[n, c, i, j] = (sum over the K x K window at (K i, K j) of |x|^p)^(1/p)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lp_pool2d(Y, X, B, C, H, W, K, OH, OW, p):
    ip = 1.0 / p
    for n in prange(B):
        for c in range(C):
            for i in range(OH):
                for j in range(OW):
                    win = X[n, c, K * i:K * i + K, K * j:K * j + K]
                    Y[n, c, i, j] = np.sum(np.abs(win) ** p) ** ip

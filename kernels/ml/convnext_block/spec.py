"""convnext_block: ConvNeXt block, Dw = dw7x7(X; Wd) + bd (depthwise, zero padding 3, stored); per pixel,
u = layernorm over the C channels of Dw (biased variance, eps) gamma + beta, hid = gelu(W1 u + b1) with
gelu(s) = 0.5 s (1 + erf(s / sqrt(2))), Y = X + ls (W2 hid + b2). u and hid are kept unrounded."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def convnext_block(Y, Dw, X, Wd, bd, gamma, beta, W1, b1, W2, b2, ls, B, C, F, H, W, eps):
    r2 = 0.70710678118654752440  # 1 / sqrt(2)
    P = np.zeros((B, C, H + 6, W + 6), dtype=X.dtype)
    P[:, :, 3:H + 3, 3:W + 3] = X
    for n in range(B):
        for c in prange(C):
            for y in range(H):
                for x in range(W):
                    Dw[n, c, y, x] = bd[c] + np.sum(P[n, c, y:y + 7, x:x + 7] * Wd[c])
    for n in range(B):
        for y in prange(H):
            for x in range(W):
                d = Dw[n, :, y, x].astype(np.float64)
                mean = np.sum(d) / C
                var = np.sum((d - mean) ** 2) / C
                u = (d - mean) / np.sqrt(var + float(eps)) * gamma + beta
                hid = np.empty(F)
                for f in range(F):
                    s = b1[f] + np.sum(W1[f, :] * u)
                    hid[f] = 0.5 * s * (1.0 + math.erf(s * r2))
                for c in range(C):
                    Y[n, c, y, x] = X[n, c, y, x] + ls[c] * (b2[c] + np.sum(W2[c, :] * hid))

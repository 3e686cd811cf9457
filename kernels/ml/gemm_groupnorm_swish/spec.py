"""gemm_groupnorm_swish: fused linear + group normalization + swish: z = X W^T + b; each row's N = G CG
features normalized in G groups of CG (mean, biased variance, eps inside the square root), then
v = zhat gamma + beta and Y = v sigmoid(v)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gemm_groupnorm_swish(Y, X, W, b, gamma, beta, M, K, G, CG, N, eps):
    for i in prange(M):
        z = np.empty(N)
        for j in range(N):
            s = float(b[j])
            for k in range(K):
                s += X[i, k] * W[j, k]
            z[j] = s
        for g in range(G):
            zg = z[g * CG:(g + 1) * CG]
            mean = np.sum(zg) / CG
            d = zg - mean
            r = 1.0 / math.sqrt(np.sum(d * d) / CG + eps)
            for c in range(CG):
                j = g * CG + c
                v = d[c] * r * gamma[j] + beta[j]
                Y[i, j] = v / (1.0 + math.exp(-v))

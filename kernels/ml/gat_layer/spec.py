"""gat_layer: GAT layer: WH = H W^T, ALPHA = row-softmax over CSR edges of leaky_relu(a . [WH_v || WH_u]), Y[v] = sum ALPHA WH_u"""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gat_score(S, v, u, slope):
    x = S[v, 0] + S[u, 1]
    return x if x > 0 else slope * x


def gat_layer(Y, ALPHA, S, WH, H, W, a, G_rowptr, G_col, N, NE, FI, FO, slope):
    for v in prange(N):
        for o in range(FO):
            WH[v, o] = np.dot(W[o, :], H[v, :])
    for v in prange(N):
        S[v, 0] = np.dot(a[:FO], WH[v, :])
        S[v, 1] = np.dot(a[FO:], WH[v, :])
    for v in prange(N):
        e0 = G_rowptr[v]
        e1 = G_rowptr[v + 1]
        Y[v, :] = 0
        if e1 == e0:
            continue
        m = gat_score(S, v, G_col[e0], slope)
        for e in range(e0 + 1, e1):
            m = max(m, gat_score(S, v, G_col[e], slope))
        den = 0.0
        for e in range(e0, e1):
            ALPHA[e] = math.exp(gat_score(S, v, G_col[e], slope) - m)
            den += ALPHA[e]
        for e in range(e0, e1):
            ALPHA[e] /= den
            Y[v, :] += ALPHA[e] * WH[G_col[e], :]

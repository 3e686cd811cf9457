"""gcn_layer: GCN layer: AGG = D^-1/2 (A + I) D^-1/2 H over a CSR graph, then Y = AGG W^T + b"""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gcn_coef(rowptr, v):
    return 1.0 / math.sqrt(float(rowptr[v + 1] - rowptr[v] + 1))


def gcn_layer(Y, AGG, H, W, b, G_rowptr, G_col, N, NE, FI, FO):
    for v in prange(N):
        cv = gcn_coef(G_rowptr, v)
        AGG[v, :] = (cv * cv) * H[v, :]
        for e in range(G_rowptr[v], G_rowptr[v + 1]):
            u = G_col[e]
            AGG[v, :] += (cv * gcn_coef(G_rowptr, u)) * H[u, :]
        for o in range(FO):
            Y[v, o] = b[o] + np.dot(W[o, :], AGG[v, :])

"""graphsage_mean: GraphSAGE mean aggregator: MEAN[v] = mean of neighbour features (CSR), Y = [H || MEAN] W^T + b"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def graphsage_mean(Y, MEAN, H, W, b, G_rowptr, G_col, N, NE, FI, FO):
    for v in prange(N):
        deg = G_rowptr[v + 1] - G_rowptr[v]
        MEAN[v, :] = 0
        for e in range(G_rowptr[v], G_rowptr[v + 1]):
            MEAN[v, :] += H[G_col[e], :]
        if deg > 0:
            MEAN[v, :] /= float(deg)
        for o in range(FO):
            Y[v, o] = b[o] + np.dot(W[o, :FI], H[v, :]) + np.dot(W[o, FI:], MEAN[v, :])

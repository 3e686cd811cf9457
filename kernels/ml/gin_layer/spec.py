"""gin_layer: GIN layer: Z = (1 + eps) H + sum of neighbour features (CSR), Y = relu(Z W1^T + b1) W2^T + b2"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gin_layer(Y, HID, Z, H, W1, b1, W2, b2, G_rowptr, G_col, N, NE, F, FH, FO, eps):
    for v in prange(N):
        Z[v, :] = (1 + eps) * H[v, :]
        for e in range(G_rowptr[v], G_rowptr[v + 1]):
            Z[v, :] += H[G_col[e], :]
        for j in range(FH):
            HID[v, j] = max(b1[j] + np.dot(W1[j, :], Z[v, :]), 0.0)
        for o in range(FO):
            Y[v, o] = b2[o] + np.dot(W2[o, :], HID[v, :])

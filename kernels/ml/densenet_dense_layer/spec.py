"""densenet_dense_layer: DenseNet-BC dense layer, batchnorm folded to per-channel scale and shift:
A = relu((W1 relu(X s1 + t1)) s2 + t2) (1 x 1 conv to FB = 4G channels, stored), N = conv3x3(A; W2) (zero
padding 1, no bias, G channels), Y = concat(X, N) along the channels."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def densenet_dense_layer(Y, A, X, s1, t1, W1, s2, t2, W2, B, C, G, FB, CG, H, W):
    for n in range(B):
        for y in prange(H):
            for x in range(W):
                u = np.maximum(X[n, :, y, x] * s1 + t1, 0.0)
                for f in range(FB):
                    A[n, f, y, x] = max(np.sum(W1[f, :] * u) * s2[f] + t2[f], 0.0)
    P = np.zeros((B, FB, H + 2, W + 2), dtype=A.dtype)
    P[:, :, 1:H + 1, 1:W + 1] = A
    for n in range(B):
        Y[n, 0:C, :, :] = X[n]
        for g in prange(G):
            for y in range(H):
                for x in range(W):
                    Y[n, C + g, y, x] = np.sum(P[n, :, y:y + 3, x:x + 3] * W2[g])

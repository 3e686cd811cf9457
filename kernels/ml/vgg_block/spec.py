"""vgg_block: VGG block, T1 = relu(conv3x3(X; W1) + b1) (C -> K channels, stored), T2 = relu(conv3x3(T1; W2)
+ b2) (K -> K, stored), Y = 2 x 2 max pooling of T2 with stride 2; convolutions with zero padding 1,
stride 1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv3x3_relu(Z, Wk, bk, B, Ci, Co, H, W):
    """relu(conv3x3(Z; Wk) + bk), zero padding 1."""
    P = np.zeros((B, Ci, H + 2, W + 2), dtype=Z.dtype)
    P[:, :, 1:H + 1, 1:W + 1] = Z
    out = np.empty((B, Co, H, W))
    for o in prange(Co):
        for n in range(B):
            for y in range(H):
                for x in range(W):
                    out[n, o, y, x] = max(bk[o] + np.sum(P[n, :, y:y + 3, x:x + 3] * Wk[o]), 0.0)
    return out


def vgg_block(Y, T1, T2, X, W1, b1, W2, b2, B, C, K, HP, WP, H, W):
    T1[...] = conv3x3_relu(X, W1, b1, B, C, K, H, W)
    T2[...] = conv3x3_relu(T1, W2, b2, B, K, K, H, W)
    for n in range(B):
        for o in range(K):
            for p in range(HP):
                for q in range(WP):
                    Y[n, o, p, q] = np.max(T2[n, o, 2 * p:2 * p + 2, 2 * q:2 * q + 2])

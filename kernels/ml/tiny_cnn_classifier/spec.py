"""tiny_cnn_classifier: tiny CNN forward pass: A = relu(conv3x3(X; Wc) + bc) with zero padding 1
(CI -> CF channels), p = mean of A over H x W per (image, filter), Y = p Wfc^T + bfc (NC logits per image)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def tiny_cnn_classifier(Y, X, Wc, bc, Wfc, bfc, B, CI, CF, H, W, NC):
    P = np.zeros((B, CI, H + 2, W + 2))
    P[:, :, 1:H + 1, 1:W + 1] = X
    pooled = np.empty((B, CF))
    for f in prange(CF):
        for n in range(B):
            s = 0.0
            for r in range(H):
                for q in range(W):
                    v = np.sum(P[n, :, r:r + 3, q:q + 3] * Wc[f]) + bc[f]
                    if v > 0:
                        s += v
            pooled[n, f] = s / (H * W)
    for n in range(B):
        for k in range(NC):
            Y[n, k] = bfc[k] + np.sum(Wfc[k] * pooled[n])

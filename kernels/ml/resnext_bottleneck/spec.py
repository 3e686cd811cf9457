"""resnext_bottleneck: ResNeXt bottleneck block (stride 1, identity shortcut), batchnorm folded to
per-channel scale and shift: T1 = relu((W1 X) s1 + h1) (1 x 1, C -> WD, stored), T2 = relu(gconv3x3(T1; W2)
s2 + h2) (GR groups of CPG channels, zero padding 1, stored), Y = relu((W3 T2) s3 + h3 + X) (1 x 1, WD -> C)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def resnext_bottleneck(Y, T1, T2, X, W1, s1, h1, W2, s2, h2, W3, s3, h3, B, C, GR, CPG, WD, H, W):
    for n in range(B):
        for y in prange(H):
            for x in range(W):
                for m in range(WD):
                    T1[n, m, y, x] = max(np.sum(W1[m, :] * X[n, :, y, x]) * s1[m] + h1[m], 0.0)
    P = np.zeros((B, WD, H + 2, W + 2), dtype=T1.dtype)
    P[:, :, 1:H + 1, 1:W + 1] = T1
    for n in range(B):
        for m in prange(WD):
            g0 = (m // CPG) * CPG
            for y in range(H):
                for x in range(W):
                    s = np.sum(P[n, g0:g0 + CPG, y:y + 3, x:x + 3] * W2[m])
                    T2[n, m, y, x] = max(s * s2[m] + h2[m], 0.0)
    for n in range(B):
        for y in prange(H):
            for x in range(W):
                for o in range(C):
                    v = np.sum(W3[o, :] * T2[n, :, y, x]) * s3[o] + h3[o] + X[n, o, y, x]
                    Y[n, o, y, x] = max(v, 0.0)

"""mobilenetv2_inverted_residual: MobileNetV2 inverted residual block (stride 1, expansion F = 6C),
batchnorm folded to per-channel scale and shift, relu6(v) = min(max(v, 0), 6):
E1 = relu6((W1 X) s1 + t1) (1 x 1 expand, stored), D = relu6(dw3x3(E1; Wd) s2 + t2) (depthwise, zero
padding 1, stored), Y = (W3 D) s3 + t3 + X (1 x 1 project, identity residual)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mobilenetv2_inverted_residual(Y, E1, D, X, W1, s1, t1, Wd, s2, t2, W3, s3, t3, B, C, F, H, W):
    for n in range(B):
        for f in prange(F):
            for y in range(H):
                for x in range(W):
                    v = np.sum(W1[f, :] * X[n, :, y, x]) * s1[f] + t1[f]
                    E1[n, f, y, x] = min(max(v, 0.0), 6.0)
    P = np.zeros((B, F, H + 2, W + 2), dtype=E1.dtype)
    P[:, :, 1:H + 1, 1:W + 1] = E1
    for n in range(B):
        for f in prange(F):
            for y in range(H):
                for x in range(W):
                    v = np.sum(P[n, f, y:y + 3, x:x + 3] * Wd[f]) * s2[f] + t2[f]
                    D[n, f, y, x] = min(max(v, 0.0), 6.0)
    for n in range(B):
        for o in prange(C):
            for y in range(H):
                for x in range(W):
                    Y[n, o, y, x] = np.sum(W3[o, :] * D[n, :, y, x]) * s3[o] + t3[o] + X[n, o, y, x]

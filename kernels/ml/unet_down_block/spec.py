"""unet_down_block: U-Net encoder stage: T = relu(conv3x3(X; W1) + b1), S = relu(conv3x3(T; W2) + b2) (zero
padding 1, stride 1; S is the skip connection), P = 2 x 2 / stride 2 max pooling of S."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv3x3_relu(out, Z, Wk, bk, B, CI, CO, H, W):
    Pd = np.zeros((B, CI, H + 2, W + 2))
    Pd[:, :, 1:H + 1, 1:W + 1] = Z
    for o in prange(CO):
        for n in range(B):
            for y in range(H):
                for x in range(W):
                    s = bk[o] + np.sum(Pd[n, :, y:y + 3, x:x + 3] * Wk[o])
                    out[n, o, y, x] = s if s > 0 else 0.0


def unet_down_block(P, S, T, X, W1, b1, W2, b2, B, CI, CO, H, W, PH, PW):
    conv3x3_relu(T, X, W1, b1, B, CI, CO, H, W)
    conv3x3_relu(S, T, W2, b2, B, CO, CO, H, W)
    for py in range(PH):
        for px in range(PW):
            P[:, :, py, px] = np.maximum(np.maximum(S[:, :, 2 * py, 2 * px], S[:, :, 2 * py, 2 * px + 1]),
                                         np.maximum(S[:, :, 2 * py + 1, 2 * px], S[:, :, 2 * py + 1, 2 * px + 1]))

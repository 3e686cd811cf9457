"""conv2d_maxpool_relu: fused 3 x 3 conv (no padding, with bias) + 2 x 2 / stride 2 max pooling + ReLU,
NCHW: Y[n][o][py][px] = max(0, max over dy, dx in {0, 1} of conv(X, Wt)[n][o][2 py + dy][2 px + dx] + bias[o])."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_maxpool_relu(Y, X, Wt, bias, B, CI, CO, H, W, PH, PW):
    for o in prange(CO):
        for n in range(B):
            for py in range(PH):
                for px in range(PW):
                    best = 0.0
                    for dy in range(2):
                        for dx in range(2):
                            r = 2 * py + dy
                            q = 2 * px + dx
                            s = np.sum(X[n, :, r:r + 3, q:q + 3] * Wt[o]) + bias[o]
                            if s > best:
                                best = s
                    Y[n, o, py, px] = best

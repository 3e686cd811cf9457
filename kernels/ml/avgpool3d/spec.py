"""avgpool3d: 3-D average pooling (torch.nn.AvgPool3d, count_include_pad=True, ceil_mode=False), NCDHW,
K x K x K window, stride S, zero padding P, OS = (S3 + 2 P - K) / S + 1:
Y[n, c, z, y, x] = (sum of X[n, c, zS+a-P, yS+i-P, xS+j-P] over the window inside the input) / K^3,
summed in order of a, i, j."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def avgpool3d(Y, X, B, C, S3, K, S, P, OS):
    div = K * K * K
    for c in prange(C):
        for n in range(B):
            for z in range(OS):
                for y in range(OS):
                    for x in range(OS):
                        s = X[n, c, 0, 0, 0] * 0
                        for a in range(K):
                            pz = z * S + a - P
                            if pz < 0 or pz >= S3:
                                continue
                            for i in range(K):
                                py = y * S + i - P
                                if py < 0 or py >= S3:
                                    continue
                                for j in range(K):
                                    px = x * S + j - P
                                    if px < 0 or px >= S3:
                                        continue
                                    s += X[n, c, pz, py, px]
                        Y[n, c, z, y, x] = s / div

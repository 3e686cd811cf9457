"""conv3d_strided_padded: 3-D convolution (cross-correlation) NCDHW, filters Wt[CO, CI, K, K, K], stride S in
every dimension, zero padding P = K/2 on every side, OS = (S3 + 2 P - K) / S + 1, with bias:
Y[n, o, z, y, x] = bias[o] + sum over c, a, i, j of X[n, c, zS+a-P, yS+i-P, xS+j-P] Wt[o, c, a, i, j]
(terms outside the input skipped), summed in order of c, a, i, j after the bias."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv3d_strided_padded(Y, X, Wt, bias, B, CI, CO, S3, K, S, P, OS):
    for o in prange(CO):
        for n in range(B):
            for z in range(OS):
                for y in range(OS):
                    for x in range(OS):
                        s = bias[o]
                        for c in range(CI):
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
                                        s += X[n, c, pz, py, px] * Wt[o, c, a, i, j]
                        Y[n, o, z, y, x] = s

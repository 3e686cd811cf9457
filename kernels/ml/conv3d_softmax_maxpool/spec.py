"""conv3d_softmax_maxpool: KernelBench's Conv3d_Softmax_MaxPool_MaxPool with one pool.
Z = bias[o] + sum over c, a, i, j (3 x 3 x 3) of X[n, c, z + a, y + i, x + j] Wt[o, c, a, i, j] (NCDHW,
stride 1, no padding, OS = S3 - 2), stored into P; at each voxel, softmax over the CO channels in place in P
(max-subtracted); Y = max of P over each 2 x 2 x 2 block, stride 2 (PS = OS // 2: an odd last plane, row or
column is left out)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv3d_softmax_maxpool(Y, P, X, Wt, bias, B, CI, CO, S3, OS, PS):
    for n in range(B):
        for o in prange(CO):
            for z in range(OS):
                for y in range(OS):
                    for x in range(OS):
                        s = float(bias[o])
                        for c in range(CI):
                            for a in range(3):
                                for i in range(3):
                                    for j in range(3):
                                        s += X[n, c, z + a, y + i, x + j] * Wt[o, c, a, i, j]
                        P[n, o, z, y, x] = s
    for n in range(B):
        for z in prange(OS):
            for y in range(OS):
                for x in range(OS):
                    m = P[n, 0, z, y, x]
                    for o in range(1, CO):
                        if P[n, o, z, y, x] > m:
                            m = P[n, o, z, y, x]
                    t = 0.0
                    for o in range(CO):
                        t += np.exp(P[n, o, z, y, x] - m)
                    for o in range(CO):
                        P[n, o, z, y, x] = np.exp(P[n, o, z, y, x] - m) / t
    for n in range(B):
        for o in prange(CO):
            for z in range(PS):
                for y in range(PS):
                    for x in range(PS):
                        m = P[n, o, 2 * z, 2 * y, 2 * x]
                        for a in range(2):
                            for i in range(2):
                                for j in range(2):
                                    q = P[n, o, 2 * z + a, 2 * y + i, 2 * x + j]
                                    if q > m:
                                        m = q
                        Y[n, o, z, y, x] = m

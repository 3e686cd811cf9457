"""conv2d_tanh_scale_bias: KernelBench's Conv2d_Tanh_Scaling_BiasAdd (without the final max-pool).
z = bias[o] + sum over c, i, j (3 x 3) of X[n, c, y + i, x + j] Wt[o, c, i, j] (NCHW, stride 1, no padding,
OH = H - 2, OW = W - 2), then Y[n, o, y, x] = tanh(z) s + bias2[o]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_tanh_scale_bias(Y, X, Wt, bias, bias2, B, CI, CO, H, W, OH, OW, s):
    for n in range(B):
        for o in prange(CO):
            for y in range(OH):
                for x in range(OW):
                    z = float(bias[o])
                    for c in range(CI):
                        for i in range(3):
                            for j in range(3):
                                z += X[n, c, y + i, x + j] * Wt[o, c, i, j]
                    Y[n, o, y, x] = np.tanh(z) * s + bias2[o]

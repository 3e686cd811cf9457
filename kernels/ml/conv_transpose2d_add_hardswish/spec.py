"""conv_transpose2d_add_hardswish: KernelBench's ConvTranspose3d_Add_HardSwish in 2-D.
z = bias[o] + A[n, o, y, x] + sum over c, i, j (3 x 3) with y - i = 2 iy, x - j = 2 ix inside X of
X[n, c, iy, ix] Wt[c, o, i, j] (transposed convolution, stride 2, no padding: OH = 2 H + 1);
Y = z hardswish(z) = z (z min(max(z + 3, 0), 6) / 6)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv_transpose2d_add_hardswish(Y, X, Wt, bias, A, B, CI, CO, H, W, OH, OW):
    for n in range(B):
        for o in prange(CO):
            for y in range(OH):
                for x in range(OW):
                    z = bias[o] + A[n, o, y, x]
                    for c in range(CI):
                        for i in range(3):
                            ty = y - i
                            if ty < 0 or ty % 2 != 0 or ty // 2 >= H:
                                continue
                            for j in range(3):
                                tx = x - j
                                if tx < 0 or tx % 2 != 0 or tx // 2 >= W:
                                    continue
                                z += X[n, c, ty // 2, tx // 2] * Wt[c, o, i, j]
                    r = min(max(z + 3.0, 0.0), 6.0)
                    Y[n, o, y, x] = z * (z * r / 6.0)

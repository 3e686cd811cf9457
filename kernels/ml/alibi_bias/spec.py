"""alibi_bias: slopes[h] = 2^(-8 (h + 1) / H); query i sits at q = Sk - Sq + i; bias[h, i, j] = -slopes[h] * |q - j|."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def alibi_bias(bias, slopes, H, Sq, Sk):
    j = np.arange(Sk)
    for h in prange(H):
        m = np.exp(-(8.0 * (h + 1)) / H * np.log(2.0))
        slopes[h] = m
        for i in range(Sq):
            q = Sk - Sq + i
            bias[h, i, :] = -m * np.abs(q - j)

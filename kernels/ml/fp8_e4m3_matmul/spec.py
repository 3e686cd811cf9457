"""fp8_e4m3_matmul: fp8 (E4M3) matmul Y = sa sb A B^T, Aq (M, K) and Bq (N, K) uint8 codes decoded exactly, accumulated in acc_t."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fp8_e4m3(c):
    """The value of an fp8 e4m3 code (bias 7; as the C reference, every code is decoded as a finite number)."""
    e = (c >> 3) & 15
    m = c & 7
    if e == 0:
        v = m * 2.0 ** -9
    else:
        v = (8 + m) * 2.0 ** (e - 7 - 3)
    if c & 0x80:
        return -v
    return v


def fp8_e4m3_matmul(Y, Aq, Bq, M, N, K, sa, sb):
    lut = np.empty(256, dtype=Y.dtype)
    for c in range(256):
        lut[c] = fp8_e4m3(c)
    scale = sa * sb
    for i in prange(M):
        for j in range(N):
            s = 0.0
            for k in range(K):
                s += lut[Aq[i, k]] * lut[Bq[j, k]]
            Y[i, j] = s * scale

"""w4a16_linear: 4-bit weight-only linear layer Y = X W^T (X (M, K)); W (N, K) packed two nibbles a byte in Wq (N, K/2), low nibble first, zero point 8, one scale per group of G weights in scales (N, K/G)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def w4a16_linear(Y, X, Wq, scales, M, N, K, G):
    KG = K // G
    for i in range(M):
        for j in prange(N):
            y = 0.0
            for g in range(KG):
                s = 0.0
                for k in range(g * G, (g + 1) * G):
                    byte = np.int32(Wq[j, k // 2])
                    if k % 2 == 0:
                        q = (byte & 0x0F) - 8
                    else:
                        q = (byte >> 4) - 8
                    s += X[i, k] * q
                y += s * scales[j, g]
            Y[i, j] = y

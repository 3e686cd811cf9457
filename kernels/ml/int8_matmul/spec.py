"""int8_matmul: int8 x int8 matmul with exact integer accumulation, dequantized by row and column scales:
Y[i, j] = (sum_k Aq[i, k] Bq[j, k]) sa[i] sb[j]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def int8_matmul(Y, Aq, Bq, sa, sb, M, N, K):
    for i in prange(M):
        for j in range(N):
            s = 0
            for k in range(K):
                s += int(Aq[i, k]) * int(Bq[j, k])
            Y[i, j] = float(s) * sa[i] * sb[j]

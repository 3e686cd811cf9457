"""3mm (PolyBench/C 4.2): E = A B (NI x NK times NK x NJ), F = C D (NJ x NM times NM x NL), G = E F, row-major,
each product a dot per element summed over l in order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def matmul(X, P, Q, n, m, k):
    for i in prange(n):
        for j in range(m):
            X[i, j] = 0
            for l in range(k):
                X[i, j] += P[i, l] * Q[l, j]


def k3mm(E, A, B, F, C, D, G, NI, NJ, NK, NL, NM):
    matmul(E, A, B, NI, NJ, NK)
    matmul(F, C, D, NJ, NL, NM)
    matmul(G, E, F, NI, NL, NJ)

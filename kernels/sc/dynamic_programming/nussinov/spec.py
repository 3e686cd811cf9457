"""nussinov: PolyBench/C 4.2 nussinov, the maximum base-pairing table of an RNA sequence of N bases (0..3, b1 and
b2 pair when b1 + b2 = 3): table = 0, then for i = N-1 .. 0, j = i+1 .. N-1 the PolyBench kernel body."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nussinov(table, seq, N):
    table[:, :] = 0
    for i in range(N - 1, -1, -1):
        for j in range(i + 1, N):
            t = table[i, j]
            if j - 1 >= 0:
                t = max(t, table[i, j - 1])
            if i + 1 < N:
                t = max(t, table[i + 1, j])
            if j - 1 >= 0 and i + 1 < N:
                if i < j - 1:
                    match = 1 if int(seq[i]) + int(seq[j]) == 3 else 0
                    t = max(t, table[i + 1, j - 1] + match)
                else:
                    t = max(t, table[i + 1, j - 1])
            for k in range(i + 1, j):
                t = max(t, table[i, k] + table[k + 1, j])
            table[i, j] = t

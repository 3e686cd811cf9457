"""levenshtein: the edit distance table D[i][j] between a[0..i) and b[0..j): D[i][0] = i, D[0][j] = j,
D[i][j] = min(D[i-1][j-1] + (a[i-1] != b[j-1]), D[i-1][j] + 1, D[i][j-1] + 1)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def levenshtein(D, a, b, N, M):
    for j in range(M + 1):
        D[0, j] = j
    for i in range(1, N + 1):
        D[i, 0] = i
        for j in range(1, M + 1):
            best = D[i - 1, j - 1] + (1 if a[i - 1] != b[j - 1] else 0)
            dele = D[i - 1, j] + 1
            ins = D[i, j - 1] + 1
            if dele < best:
                best = dele
            if ins < best:
                best = ins
            D[i, j] = best

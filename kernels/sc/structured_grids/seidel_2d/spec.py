"""seidel_2d (PolyBench/C 4.2): TSTEPS in-place Gauss-Seidel sweeps over the interior (i, then j ascending):
A[i][j] = (the 9 values of the 3 x 3 block around it, row by row, summed left to right) / 9."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def seidel_2d(A, TSTEPS, N):
    k = np.empty(1, dtype=A.dtype)
    k[0] = 9  # (real_t)9.0
    nine = k[0]
    for t in range(TSTEPS):
        for i in range(1, N - 1):
            for j in range(1, N - 1):
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1] + A[i, j - 1] + A[i, j] + A[i, j + 1]
                           + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / nine

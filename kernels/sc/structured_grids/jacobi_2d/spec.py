"""jacobi_2d: PolyBench/C 4.2 jacobi-2d: TSTEPS times B[i][j] = 0.2 (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] +
A[i-1][j]) on the interior, then the same from B into A (terms summed in that order); boundaries never written."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sweep(out, a, N):
    c = out.dtype.type(0.2)
    for i in prange(1, N - 1):
        for j in range(1, N - 1):
            out[i, j] = c * (a[i, j] + a[i, j - 1] + a[i, j + 1] + a[i + 1, j] + a[i - 1, j])


def jacobi_2d(A, B, TSTEPS, N):
    for t in range(TSTEPS):
        sweep(B, A, N)
        sweep(A, B, N)

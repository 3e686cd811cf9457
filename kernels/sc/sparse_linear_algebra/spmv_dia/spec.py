"""spmv_dia: y = A x with A in DIA format: ND diagonals data[d][i] = A[i][i + offset[d]] (entries outside
the matrix ignored), summed diagonal by diagonal."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv_dia(y, data, offset, x, N, ND):
    y[:] = 0
    for d in range(ND):
        k = offset[d]
        lo = -k if k < 0 else 0
        hi = N - k if k > 0 else N
        for i in prange(lo, hi):
            y[i] += data[d, i] * x[i + k]

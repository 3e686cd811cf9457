"""pat_iir_rows: first-order IIR along each row, y[r][c] = x[r][c] + alpha * y[r][c-1], y[r][0] = x[r][0]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_iir_rows(x, y, R, C, alpha):
    al = x.dtype.type(alpha)
    for r in prange(R):
        y[r, 0] = x[r, 0]
        for c in range(1, C):
            y[r, c] = x[r, c] + al * y[r, c - 1]

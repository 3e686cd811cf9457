"""sor_csr: NSWEEP forward SOR sweeps on A x = b, A = diag(dg) + the off-diagonal entries of a CSR matrix."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sor_csr(x, A_rowptr, A_col, A_val, dg, b, N, NNZ, NSWEEP, omega):
    one = x.dtype.type(1)
    w = x.dtype.type(omega)
    for sw in range(NSWEEP):
        for i in range(N):
            s = b[i]
            for k in range(A_rowptr[i], A_rowptr[i + 1]):
                if A_col[k] != i:
                    s -= A_val[k] * x[A_col[k]]
            x[i] = (one - w) * x[i] + w * (s / dg[i])

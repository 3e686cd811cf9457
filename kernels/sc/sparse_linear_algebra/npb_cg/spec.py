"""npb_cg: NPB CG conj_grad: q = 0, z = 0, r = x, p = r, rho = r.r; 25 times: q = A p (A in CSR), alpha = rho / p.q,
z += alpha p, r -= alpha q, rho' = r.r, p = r + (rho' / rho) p; then r = A z and rnorm = ||x - r||.
Dot products and row sums in index order."""
import numpy as np
import math

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv(y, rp, col, val, v, n):
    for i in prange(n):
        y[i] = 0
        for e in range(rp[i], rp[i + 1]):
            y[i] += val[e] * v[col[e]]


def npb_cg(A_rowptr, A_col, A_val, x, z, p, q, r, rnorm, N, K, NNZ):
    zero = np.zeros(1, dtype=x.dtype)[0]  # accumulators in the arrays' precision, as the C's real_t
    rho = zero
    for j in range(N):
        q[j] = 0
        z[j] = 0
        r[j] = x[j]
        p[j] = r[j]
        rho += r[j] * r[j]
    for cgit in range(25):
        spmv(q, A_rowptr, A_col, A_val, p, N)
        d = zero
        for j in range(N):
            d += p[j] * q[j]
        alpha = rho / d
        rho0 = rho
        rho = zero
        for j in range(N):
            z[j] += alpha * p[j]
            r[j] -= alpha * q[j]
            rho += r[j] * r[j]
        beta = rho / rho0
        for j in range(N):
            p[j] = r[j] + beta * p[j]
    spmv(r, A_rowptr, A_col, A_val, z, N)
    s = zero
    for j in range(N):
        s += (x[j] - r[j]) * (x[j] - r[j])
    rnorm[0] = math.sqrt(float(s))

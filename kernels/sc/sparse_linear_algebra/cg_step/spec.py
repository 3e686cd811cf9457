"""cg_step: one conjugate-gradient iteration for A = the 5-point Laplacian on the N x N grid (4 on the diagonal,
-1 to each neighbour inside the grid), matrix-free: alpha = r.r / p.Ap, x += alpha p, r -= alpha Ap,
beta = r.r(new) / r.r(old), p = r + beta p, rr = r.r(new); dot products in row-major order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def apply(p, N, i, j, four):
    v = four * p[i, j]
    if i > 0:
        v -= p[i - 1, j]
    if i < N - 1:
        v -= p[i + 1, j]
    if j > 0:
        v -= p[i, j - 1]
    if j < N - 1:
        v -= p[i, j + 1]
    return v


def cg_step(x, r, p, rr, N):
    k = np.zeros(2, dtype=x.dtype)  # real_t 0 and 4, in the arrays' precision
    k[1] = 4
    four = k[1]
    rr_old = k[0]
    pq = k[0]
    for i in range(N):
        for j in range(N):
            rr_old += r[i, j] * r[i, j]
            pq += p[i, j] * apply(p, N, i, j, four)
    alpha = rr_old / pq
    rr_new = k[0]
    for i in range(N):
        for j in range(N):
            x[i, j] += alpha * p[i, j]
            r[i, j] -= alpha * apply(p, N, i, j, four)
            rr_new += r[i, j] * r[i, j]
    beta = rr_new / rr_old
    for i in range(N):
        for j in range(N):
            p[i, j] = r[i, j] + beta * p[i, j]
    rr[0] = rr_new

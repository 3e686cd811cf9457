"""pcg_jacobi_diffusion: K Jacobi-preconditioned CG iterations on -div(c grad u) = b, matrix-free 5-point."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def face(c, N, i, j, ii, jj):
    if ii < 0 or ii >= N or jj < 0 or jj >= N:
        return c[i, j]
    return (c[i, j] + c[ii, jj]) / 2


def diagv(c, N, i, j):
    d = face(c, N, i, j, i, j - 1)
    d += face(c, N, i, j, i, j + 1)
    d += face(c, N, i, j, i - 1, j)
    d += face(c, N, i, j, i + 1, j)
    return d


def nb(u, N, i, j):
    if i < 0 or i >= N or j < 0 or j >= N:
        return u.dtype.type(0)
    return u[i, j]


def pcg_jacobi_diffusion(x, r, z, p, q, rz, c, b, N, K):
    rzo = c.dtype.type(0)
    for i in range(N):
        for j in range(N):
            x[i, j] = 0
            r[i, j] = b[i, j]
            z[i, j] = r[i, j] / diagv(c, N, i, j)
            p[i, j] = z[i, j]
            rzo += r[i, j] * z[i, j]
    rz[0] = rzo
    for it in range(K):
        pq = c.dtype.type(0)
        for i in range(N):
            for j in range(N):
                u = p[i, j]
                s = face(c, N, i, j, i, j - 1) * (u - nb(p, N, i, j - 1))
                s += face(c, N, i, j, i, j + 1) * (u - nb(p, N, i, j + 1))
                s += face(c, N, i, j, i - 1, j) * (u - nb(p, N, i - 1, j))
                s += face(c, N, i, j, i + 1, j) * (u - nb(p, N, i + 1, j))
                q[i, j] = s
                pq += u * s
        alpha = rzo / pq
        rzn = c.dtype.type(0)
        for i in range(N):
            for j in range(N):
                x[i, j] += alpha * p[i, j]
                r[i, j] -= alpha * q[i, j]
                z[i, j] = r[i, j] / diagv(c, N, i, j)
                rzn += r[i, j] * z[i, j]
        beta = rzn / rzo
        for i in range(N):
            for j in range(N):
                p[i, j] = z[i, j] + beta * p[i, j]
        rzo = rzn
        rz[it + 1] = rzn

"""npb_mg: NPB MG-style two-grid V-cycle step on a periodic N^3 grid, r = v - A u; rc = P r; zc = S rc; u += Q zc; r = v - A u; u += S r."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def wrap(i, n):
    if i < 0:
        return i + n
    if i >= n:
        return i - n
    return i


def op27(x, n, i, j, k, w):
    # w[0] centre + w[1] faces + w[2] edges + w[3] corners of x around (i, j, k), periodic
    z = x.dtype.type(0)
    s0 = z  # centre
    s1 = z  # faces
    s2 = z  # edges
    s3 = z  # corners
    for di in range(-1, 2):
        for dj in range(-1, 2):
            for dk in range(-1, 2):
                val = x[wrap(i + di, n), wrap(j + dj, n), wrap(k + dk, n)]
                m = (di != 0) + (dj != 0) + (dk != 0)
                if m == 0:
                    s0 += val
                elif m == 1:
                    s1 += val
                elif m == 2:
                    s2 += val
                else:
                    s3 += val
    return w[0] * s0 + w[1] * s1 + w[2] * s2 + w[3] * s3


def residual(r, v, u, n, A):
    for i in prange(n):
        for j in range(n):
            for k in range(n):
                r[i, j, k] = v[i, j, k] - op27(u, n, i, j, k, A)


def npb_mg(u, r, rc, zc, v, N, NC):
    A = np.array([-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0]).astype(u.dtype)
    P = np.array([0.5, 0.25, 0.125, 0.0625]).astype(u.dtype)
    S = np.array([-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0]).astype(u.dtype)
    residual(r, v, u, N, A)
    for i in range(NC):
        for j in range(NC):
            for k in range(NC):
                rc[i, j, k] = op27(r, N, 2 * i, 2 * j, 2 * k, P)
    for i in range(NC):
        for j in range(NC):
            for k in range(NC):
                zc[i, j, k] = op27(rc, NC, i, j, k, S)
    # trilinear prolongation: the fine point 2I + d gets the mean of the coarse points I + e, e <= d
    for i in range(N):
        for j in range(N):
            for k in range(N):
                I = i // 2
                J = j // 2
                K = k // 2
                di = i & 1
                dj = j & 1
                dk = k & 1
                s = u.dtype.type(0)
                for a in range(di + 1):
                    for b in range(dj + 1):
                        for c in range(dk + 1):
                            s += zc[wrap(I + a, NC), wrap(J + b, NC), wrap(K + c, NC)]
                u[i, j, k] += s / u.dtype.type(1 << (di + dj + dk))
    residual(r, v, u, N, A)
    for i in range(N):
        for j in range(N):
            for k in range(N):
                u[i, j, k] += op27(r, N, i, j, k, S)

"""adi: PolyBench adi: TSTEPS alternating-direction implicit steps (column then row tridiagonal sweeps)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adi(u, v, p, q, TSTEPS, N):
    DX = (float(1.0) / float(N))
    DY = (float(1.0) / float(N))
    DT = (float(1.0) / float(TSTEPS))
    B1 = float(2)
    B2 = float(1)
    mul1 = ((B1 * DT) / (DX * DX))
    mul2 = ((B2 * DT) / (DY * DY))
    a = ((-mul1) / float(2.0))
    b = (float(1.0) + mul1)
    c = a
    d = ((-mul2) / float(2.0))
    e = (float(1.0) + mul2)
    f = d
    for t in range(1, TSTEPS + 1):
        for i in range(1, (N - 1)):
            v.reshape(-1)[i] = 1
            p.reshape(-1)[(i * N)] = 0
            q.reshape(-1)[(i * N)] = v.reshape(-1)[i]
            for j in range(1, (N - 1)):
                p[i, j] = ((-c) / ((a * p.reshape(-1)[(((i * N) + j) - 1)]) + b))
                q[i, j] = ((((((-d) * u.reshape(-1)[(((j * N) + i) - 1)]) + ((float(1.0) + (float(2.0) * d)) * u[j, i])) - (f * u.reshape(-1)[(((j * N) + i) + 1)])) - (a * q.reshape(-1)[(((i * N) + j) - 1)])) / ((a * p.reshape(-1)[(((i * N) + j) - 1)]) + b))
            v[(N - 1), i] = 1
            for j in range((N - 2), 1 - 1, -1):
                v[j, i] = ((p[i, j] * v[(j + 1), i]) + q[i, j])
        for i in range(1, (N - 1)):
            u.reshape(-1)[(i * N)] = 1
            p.reshape(-1)[(i * N)] = 0
            q.reshape(-1)[(i * N)] = u.reshape(-1)[(i * N)]
            for j in range(1, (N - 1)):
                p[i, j] = ((-f) / ((d * p.reshape(-1)[(((i * N) + j) - 1)]) + e))
                q[i, j] = ((((((-a) * v[(i - 1), j]) + ((float(1.0) + (float(2.0) * a)) * v[i, j])) - (c * v[(i + 1), j])) - (d * q.reshape(-1)[(((i * N) + j) - 1)])) / ((d * p.reshape(-1)[(((i * N) + j) - 1)]) + e))
            u.reshape(-1)[(((i * N) + N) - 1)] = 1
            for j in range((N - 2), 1 - 1, -1):
                u[i, j] = ((p[i, j] * u.reshape(-1)[(((i * N) + j) + 1)]) + q[i, j])

"""triangle_quality: mean-ratio quality q = 4 sqrt(3) |A| / (sum of squared edge lengths) and signed
area A of every triangle of an unstructured mesh, the worst quality and the number of inverted triangles."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def triangle_quality(q, area, qmin, ninv, x, y, tri, NN, NT):
    c = 6.92820323027550917  # 4 sqrt(3)
    worst = 1.0
    inv = 0
    for t in range(NT):
        a = tri[t, 0]
        b = tri[t, 1]
        d = tri[t, 2]
        e1x = x[b] - x[a]
        e1y = y[b] - y[a]
        e2x = x[d] - x[a]
        e2y = y[d] - y[a]
        e3x = x[d] - x[b]
        e3y = y[d] - y[b]
        A = (e1x * e2y - e2x * e1y) / 2
        s = (e1x * e1x + e1y * e1y) + (e2x * e2x + e2y * e2y) + (e3x * e3x + e3y * e3y)
        qa = 0.0 if s == 0 else c * abs(A) / s
        area[t] = A
        q[t] = qa
        if qa < worst:
            worst = qa
        if A < 0:
            inv += 1
    qmin[0] = worst
    ninv[0] = inv

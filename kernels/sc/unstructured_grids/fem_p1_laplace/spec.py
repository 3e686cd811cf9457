"""fem_p1_laplace: matrix-free P1 FEM Laplacian y = K u on an unstructured triangle mesh (element loop in order, element matrix from the geometry, scatter-add)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fem_p1_laplace(y, u, x, yc, tri, NXC, NYC, NN, NT):
    b = np.empty(3, dtype=u.dtype)
    c = np.empty(3, dtype=u.dtype)
    for n in range(NN):
        y[n] = 0
    for e in range(NT):
        v0 = tri[e, 0]
        v1 = tri[e, 1]
        v2 = tri[e, 2]
        twoA = (x[v1] - x[v0]) * (yc[v2] - yc[v0]) - (x[v2] - x[v0]) * (yc[v1] - yc[v0])
        for i in range(3):
            j = (i + 1) % 3
            k = (i + 2) % 3
            b[i] = (yc[tri[e, j]] - yc[tri[e, k]]) / twoA
            c[i] = (x[tri[e, k]] - x[tri[e, j]]) / twoA
        A = twoA / u.dtype.type(2)
        for i in range(3):
            s = u.dtype.type(0)
            for j in range(3):
                s += A * (b[i] * b[j] + c[i] * c[j]) * u[tri[e, j]]
            y[tri[e, i]] += s

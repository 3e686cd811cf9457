"""fem_p1_mass: matrix-free consistent P1 FEM mass matrix y = M u on a triangle mesh (element loop, |A|/12 (1 + delta_ij), scatter-add)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fem_p1_mass(y, u, px, py, tri, NN, NT):
    for n in range(NN):
        y[n] = 0
    for t in range(NT):
        v0 = tri[t, 0]
        v1 = tri[t, 1]
        v2 = tri[t, 2]
        twoA = (px[v1] - px[v0]) * (py[v2] - py[v0]) - (px[v2] - px[v0]) * (py[v1] - py[v0])
        m = abs(twoA) / 24
        for i in range(3):
            vi = tri[t, i]
            s = 0.0
            for j in range(3):
                c = 2 * m if i == j else m
                s += c * u[tri[t, j]]
            y[vi] += s

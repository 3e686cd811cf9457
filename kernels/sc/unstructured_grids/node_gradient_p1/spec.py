"""node_gradient_p1: area-weighted nodal gradients of the P1 field phi on a triangle mesh: per triangle (in order)
with 2A = the cross product of its edges and the basis gradients (b_i, c_i) = ((y_j - y_k) / 2A, (x_k - x_j) / 2A),
g = sum_i phi[v_i] (b_i, c_i); each vertex accumulates A g into (gx, gy) and A into area; then (gx, gy) /= area."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def node_gradient_p1(gx, gy, area, phi, x, yc, tri, NXC, NYC, NN, NT):
    k = np.zeros(2, dtype=x.dtype)  # real_t 0 and 2
    k[1] = 2
    zero, two = k[0], k[1]
    for n in range(NN):
        gx[n] = 0
        gy[n] = 0
        area[n] = 0
    for e in range(NT):
        v0 = tri[e, 0]
        v1 = tri[e, 1]
        v2 = tri[e, 2]
        twoA = (x[v1] - x[v0]) * (yc[v2] - yc[v0]) - (x[v2] - x[v0]) * (yc[v1] - yc[v0])
        A = twoA / two
        sx = zero
        sy = zero
        for i in range(3):
            vi = tri[e, i]
            vj = tri[e, (i + 1) % 3]
            vk = tri[e, (i + 2) % 3]
            sx += phi[vi] * ((yc[vj] - yc[vk]) / twoA)
            sy += phi[vi] * ((x[vk] - x[vj]) / twoA)
        for i in range(3):
            vi = tri[e, i]
            gx[vi] += A * sx
            gy[vi] += A * sy
            area[vi] += A
    for n in range(NN):
        gx[n] /= area[n]
        gy[n] /= area[n]

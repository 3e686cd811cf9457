"""cell_to_node_idw: cell-to-node averaging on a triangle mesh with inverse-distance weights w = 1/(|x_n - c_t|^2 + eps): node values and weight sums."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cell_to_node_idw(unode, wsum, q, px, py, tri, NN, NT, eps):
    for n in range(NN):
        unode[n] = 0
        wsum[n] = 0
    for t in range(NT):
        v0 = tri[t, 0]
        v1 = tri[t, 1]
        v2 = tri[t, 2]
        cx = (px[v0] + px[v1] + px[v2]) / 3
        cy = (py[v0] + py[v1] + py[v2]) / 3
        for i in range(3):
            v = tri[t, i]
            dx = px[v] - cx
            dy = py[v] - cy
            w = 1 / (dx * dx + dy * dy + eps)
            unode[v] += w * q[t]
            wsum[v] += w
    for n in prange(NN):
        if wsum[n] > 0:
            unode[n] = unode[n] / wsum[n]
        else:
            unode[n] = 0

"""mix_dist3_aos: d[i] = |p[i, :] - q| over AoS 3-D points; s = sum d."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_dist3_aos(p, q, d, s, LEN_1D):
    q0 = q[0]
    q1 = q[1]
    q2 = q[2]
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        dx = p[i, 0] - q0
        dy = p[i, 1] - q1
        dz = p[i, 2] - q2
        v = np.sqrt(dx * dx + dy * dy + dz * dz)
        d[i] = v
        acc += d[i]
    s[0] = acc

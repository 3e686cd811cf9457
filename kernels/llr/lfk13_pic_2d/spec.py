"""LFK 13: 2-D particle in cell: gather from a 64 x 64 grid, push, shift, deposit a count in h."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk13_pic_2d(p, b, c, y, z, e, f, h, n):
    one = h.dtype.type(1.0)
    # particles deposit into shared cells of h: kept in order
    for ip in range(n):
        # int(...) truncates toward zero as C's (int64_t) cast does; & 63 is MOD2N on two's complement
        i1 = int(p[ip, 0]) & (64 - 1)
        j1 = int(p[ip, 1]) & (64 - 1)
        p[ip, 2] += b[j1, i1]
        p[ip, 3] += c[j1, i1]
        p[ip, 0] += p[ip, 2]
        p[ip, 1] += p[ip, 3]
        i2 = (int(p[ip, 0]) & (64 - 1)) - 1
        j2 = (int(p[ip, 1]) & (64 - 1)) - 1
        p[ip, 0] += y[i2 + 32]
        p[ip, 1] += z[j2 + 32]
        i2 += e[i2 + 32]
        j2 += f[j2 + 32]
        h[j2, i2] += one

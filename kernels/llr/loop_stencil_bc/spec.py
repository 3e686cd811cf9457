"""loop_stencil_bc: bb[i][j] = 0.5 * aa[i][j] + 0.125 * (N + S + W + E), mirror boundaries tested inside the loop."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_stencil_bc(bb, aa, LEN_2D):
    N = LEN_2D
    for i in prange(N):
        for j in range(N):
            if i == 0:
                no = aa[1, j]
                so = aa[1, j]
            elif i == N - 1:
                no = aa[N - 2, j]
                so = aa[N - 2, j]
            else:
                no = aa[i - 1, j]
                so = aa[i + 1, j]
            if j == 0:
                we = aa[i, 1]
                ea = aa[i, 1]
            elif j == N - 1:
                we = aa[i, N - 2]
                ea = aa[i, N - 2]
            else:
                we = aa[i, j - 1]
                ea = aa[i, j + 1]
            bb[i, j] = 0.5 * aa[i, j] + 0.125 * (((no + so) + we) + ea)

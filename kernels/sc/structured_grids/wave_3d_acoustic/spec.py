"""wave_3d_acoustic: one acoustic wave step with the 8th-order Laplacian on an N^3 grid: for 4 <= i, j, k < N - 4:
lap = 3 w0 u + sum_{r=1..4} w_r ((u[i+r] + u[i-r]) + (u[j+r] + u[j-r]) + (u[k+r] + u[k-r])),
u_prev = 2 u - u_prev + c2 lap (w = -205/72, 8/5, -1/5, 8/315, -1/560 rounded to the arrays' precision)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def wave_3d_acoustic(u_prev, u, c2, N):
    w = np.empty(5, dtype=u.dtype)  # (real_t) of the double constants
    w[0] = -205.0 / 72.0
    w[1] = 8.0 / 5.0
    w[2] = -1.0 / 5.0
    w[3] = 8.0 / 315.0
    w[4] = -1.0 / 560.0
    k = np.empty(2, dtype=u.dtype)
    k[0] = 2
    k[1] = 3
    two, three = k[0], k[1]
    for i in prange(4, N - 4):
        for j in range(4, N - 4):
            for kk in range(4, N - 4):
                lap = three * w[0] * u[i, j, kk]
                for r in range(1, 5):
                    lap += w[r] * ((u[i + r, j, kk] + u[i - r, j, kk]) + (u[i, j + r, kk] + u[i, j - r, kk])
                                   + (u[i, j, kk + r] + u[i, j, kk - r]))
                u_prev[i, j, kk] = two * u[i, j, kk] - u_prev[i, j, kk] + c2[i, j, kk] * lap

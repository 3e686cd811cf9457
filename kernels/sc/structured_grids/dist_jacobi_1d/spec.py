"""dist_jacobi_1d: T Jacobi sweeps of a 3-point average, u -> v -> u ..."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def _sweep(dst, src, N):
    dst[0] = src[0]
    dst[N - 1] = src[N - 1]
    for i in prange(1, N - 1):
        dst[i] = (src[i - 1] + src[i] + src[i + 1]) / 3


def dist_jacobi_1d(u, v, N, T):
    for t in range(T):
        if t % 2 == 0:
            _sweep(v, u, N)
        else:
            _sweep(u, v, N)

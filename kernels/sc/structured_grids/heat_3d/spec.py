"""heat_3d: PolyBench heat-3d, TSTEPS times B = A + 0.125 (3-D second differences of A) on the interior, then A from B."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sweep(out, inp, N):
    c8 = inp.dtype.type(0.125)
    two = inp.dtype.type(2.0)
    for i in prange(1, N - 1):
        for j in range(1, N - 1):
            for k in range(1, N - 1):
                out[i, j, k] = (c8 * (inp[i + 1, j, k] - two * inp[i, j, k] + inp[i - 1, j, k])
                                + c8 * (inp[i, j + 1, k] - two * inp[i, j, k] + inp[i, j - 1, k])
                                + c8 * (inp[i, j, k + 1] - two * inp[i, j, k] + inp[i, j, k - 1])
                                + inp[i, j, k])


def heat_3d(A, B, TSTEPS, N):
    for t in range(1, TSTEPS + 1):
        sweep(B, A, N)
        sweep(A, B, N)

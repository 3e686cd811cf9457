"""An honest Numba candidate for sc/dense_linear_algebra/gemm: the reference's loops, rows in parallel."""
import numba


@numba.njit(parallel=True)
def gemm(C, A, B, NI, NJ, NK, alpha, beta):
    for i in numba.prange(NI):
        for j in range(NJ):
            C[i, j] *= beta
        for k in range(NK):
            t = alpha * A[i, k]
            for j in range(NJ):
                C[i, j] += t * B[k, j]

"""dlrm_dot_interaction: DLRM dot interaction: out[b, p(i,j)] = sum_d x[b,i,d] x[b,j,d] for every pair i < j (upper triangle, row-major)"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dlrm_dot_interaction(out, x, B, F, D, P):
    for b in prange(B):
        p = 0
        for i in range(F):
            for j in range(i + 1, F):
                out[b, p] = np.dot(x[b, i], x[b, j])
                p += 1

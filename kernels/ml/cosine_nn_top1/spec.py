"""cosine_nn_top1: for query m, s_n = dot / (sqrt(qq) * sqrt(dd)) with the sums over j in order (in the run
precision); best[m] = the first row n with the largest s_n, score[m] = that s_n."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cosine_nn_top1(best, score, Q, DB, M, N, D):
    for m in prange(M):
        a = np.zeros(5, Q.dtype)  # dot, qq, dd, s, best s: all in the run precision
        bi = 0
        for n in range(N):
            a[0] = 0
            a[1] = 0
            a[2] = 0
            for j in range(D):
                q = Q[m, j]
                d = DB[n, j]
                a[0] += q * d
                a[1] += q * q
                a[2] += d * d
            a[3] = a[0] / (np.sqrt(a[1]) * np.sqrt(a[2]))
            if n == 0 or a[3] > a[4]:
                a[4] = a[3]
                bi = n
        best[m] = bi
        score[m] = a[4]

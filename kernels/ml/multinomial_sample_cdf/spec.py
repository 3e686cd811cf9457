"""multinomial_sample_cdf: per row, total = sum of P in index order, thr = u * total; token = the first v whose
running sum P[0] + ... + P[v] exceeds thr (V - 1 when none; sums in the run precision); prob = P[token] / total."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def multinomial_sample_cdf(token, prob, P, u, B, V):
    for b in prange(B):
        a = np.zeros(3, P.dtype)  # total, threshold, running sum: in the run precision
        for v in range(V):
            a[0] += P[b, v]
        a[1] = u[b] * a[0]
        t = V - 1
        for v in range(V):
            a[2] += P[b, v]
            if a[2] > a[1]:
                t = v
                break
        token[b] = t
        prob[b] = P[b, t] / a[0]

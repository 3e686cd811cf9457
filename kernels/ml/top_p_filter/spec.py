"""top_p_filter: per row, order = indices by P descending (lower index first on ties); total = sum of P in
index order, thr = top_p * total; keep = the shortest prefix of order whose running sum reaches thr (sums in
the run precision, in that order); Q = P / (the kept sum) on the kept tokens, 0 elsewhere."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def top_p_filter(order, keep, Q, P, R, V, top_p):
    for r in prange(R):
        o = np.argsort(-P[r], kind="mergesort")  # stable: ties keep the lower index first
        a = np.zeros(3, P.dtype)  # total, threshold, running sum: in the run precision
        for v in range(V):
            a[0] += P[r, v]
        a[1] = top_p
        a[1] = a[1] * a[0]
        k = 0
        while k < V:
            a[2] += P[r, o[k]]
            k += 1
            if a[2] >= a[1]:
                break
        order[r, :] = o
        keep[r] = k
        Q[r, :] = 0
        for j in range(k):
            Q[r, o[j]] = P[r, o[j]] / a[2]

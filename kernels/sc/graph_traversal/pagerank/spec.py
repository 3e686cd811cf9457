"""pagerank: one PageRank step: pr' = (1 - d)/N + d (sum over in-edges of pr[u]/outdeg(u) + dangling/N), and |pr' - pr|_1

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pagerank(pr_new, diff, pr, G_rowptr, G_col, N, NE, d):
    dangling = float(0)
    for v in range(0, N):
        pr_new[v] = 0
    for u in range(0, N):
        deg = (G_rowptr[(u + 1)] - G_rowptr[u])
        if (deg == 0):
            dangling += pr[u]
            continue
        share = (pr[u] / float(deg))
        for e in range(G_rowptr[u], G_rowptr[(u + 1)]):
            pr_new[G_col[e]] += share
    base = ((1 - d) / float(N))
    spread = (dangling / float(N))
    s = float(0)
    for v in range(0, N):
        pr_new[v] = (base + (d * (pr_new[v] + spread)))
        s += float(np.abs(float((pr_new[v] - pr[v]))))
    diff[0] = s

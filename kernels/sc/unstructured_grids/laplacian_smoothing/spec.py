"""laplacian_smoothing: one Laplacian smoothing sweep of node positions over a CSR adjacency: p' = (1 - w) p + w mean(neighbours)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def laplacian_smoothing(xn, yn, x, y, adj_rowptr, adj_col, N, NE, w):
    for v in range(0, N):
        deg = (adj_rowptr[(v + 1)] - adj_rowptr[v])
        if (not deg):
            xn[v] = x[v]
            yn[v] = y[v]
            continue
        sx = float(0)
        sy = float(0)
        for e in range(adj_rowptr[v], adj_rowptr[(v + 1)]):
            sx += x[adj_col[e]]
            sy += y[adj_col[e]]
        xn[v] = (((1 - w) * x[v]) + (w * (sx / float(deg))))
        yn[v] = (((1 - w) * y[v]) + (w * (sy / float(deg))))

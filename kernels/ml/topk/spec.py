"""topk: top-k per row: the K largest values of X[r] in descending order with their indices (lower index first on
ties), found by K selection passes, each taking the first element after the previous one in that order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def before(a, ia, b, ib):
    return a > b or (a == b and ia < ib)


def topk(vals, idx, X, R, C, K):
    for r in prange(R):
        pv = 0.0
        pi = -1
        for k in range(K):
            bi = -1
            bv = 0.0
            for c in range(C):
                v = X[r, c]
                if pi >= 0 and not before(pv, pi, v, c):
                    continue
                if bi < 0 or before(v, c, bv, bi):
                    bv = v
                    bi = c
            vals[r, k] = X[r, bi]
            idx[r, k] = bi
            pv = bv
            pi = bi

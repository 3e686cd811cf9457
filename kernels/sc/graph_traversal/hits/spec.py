"""hits: one HITS iteration: a'[v] = sum over in-edges hub[u], h'[u] = sum over out-edges a'[v], both L2-normalised."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hits(auth, hub_new, hub, G_rowptr, G_col, N, NE):
    for v in range(N):
        auth[v] = 0
    for u in range(N):
        for e in range(G_rowptr[u], G_rowptr[u + 1]):
            auth[G_col[e]] += hub[u]
    sa = 0.0
    for v in range(N):
        sa += auth[v] * auth[v]
    na = np.sqrt(sa)
    if na > 0:
        for v in range(N):
            auth[v] /= na
    sh = 0.0
    for u in range(N):
        s = 0.0
        for e in range(G_rowptr[u], G_rowptr[u + 1]):
            s += auth[G_col[e]]
        hub_new[u] = s
        sh += s * s
    nh = np.sqrt(sh)
    if nh > 0:
        for u in range(N):
            hub_new[u] /= nh

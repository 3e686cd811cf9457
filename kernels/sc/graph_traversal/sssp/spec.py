"""sssp: single-source shortest path lengths from SRC over the weighted CSR graph G by Bellman-Ford: dist = +inf,
dist[SRC] = 0; rounds relax the out-edges of every vertex u (ascending) with a finite dist[u] in place
(dist[v] = dist[u] + w when smaller) until a round changes nothing."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sssp(dist, G_rowptr, G_col, w, N, NE, SRC):
    for v in range(N):
        dist[v] = np.inf
    dist[SRC] = 0
    changed = True
    while changed:
        changed = False
        for u in range(N):
            du = dist[u]
            if np.isinf(du):
                continue
            for e in range(G_rowptr[u], G_rowptr[u + 1]):
                c = du + w[e]
                if c < dist[G_col[e]]:
                    dist[G_col[e]] = c
                    changed = True

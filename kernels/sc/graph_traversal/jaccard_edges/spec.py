"""jaccard_edges: Jaccard similarity per edge (u, v): |N(u) & N(v)| / |N(u) | N(v)| over out-neighbourhoods (sorted merge), and its sum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def jaccard_edges(jac, total, G_rowptr, G_col, N, NE):
    s = 0.0
    for u in range(N):
        du = G_rowptr[u + 1] - G_rowptr[u]
        for e in range(G_rowptr[u], G_rowptr[u + 1]):
            v = G_col[e]
            dv = G_rowptr[v + 1] - G_rowptr[v]
            i = G_rowptr[u]
            j = G_rowptr[v]
            c = 0
            while i < G_rowptr[u + 1] and j < G_rowptr[v + 1]:
                if G_col[i] < G_col[j]:
                    i += 1
                elif G_col[j] < G_col[i]:
                    j += 1
                else:
                    c += 1
                    i += 1
                    j += 1
            jac[e] = float(c) / float(du + dv - c)
            s += jac[e]
    total[0] = s

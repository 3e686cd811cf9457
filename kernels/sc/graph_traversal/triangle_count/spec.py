"""triangle_count: triangles of an undirected graph in CSR (sorted columns), each counted once by sorted-list intersections."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def triangle_count(count, G_rowptr, G_col, N, K, NE):
    total = 0
    for u in range(N):
        for e in range(G_rowptr[u], G_rowptr[u + 1]):
            v = G_col[e]
            if v <= u:
                continue
            a = e + 1
            b = G_rowptr[v]
            ae = G_rowptr[u + 1]
            be = G_rowptr[v + 1]
            while b < be and G_col[b] <= v:
                b += 1
            while a < ae and b < be:  # sorted merge of adj(u) after v and adj(v) above v
                if G_col[a] < G_col[b]:
                    a += 1
                elif G_col[a] > G_col[b]:
                    b += 1
                else:
                    total += 1
                    a += 1
                    b += 1
    count[0] = total

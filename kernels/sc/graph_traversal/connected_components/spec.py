"""connected_components: weakly connected components of a CSR graph (edges undirected) by union-find: comp[v] = v;
for every edge (u, v) find both roots (path halving) and hang the larger root under the smaller; finally
comp[v] = the root of v (its component's smallest vertex) and ncomp = the number of roots."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def find(p, v):
    while p[v] != v:
        p[v] = p[p[v]]
        v = p[v]
    return v


def connected_components(comp, ncomp, G_rowptr, G_col, N, NE):
    for v in range(N):
        comp[v] = v
    for u in range(N):
        for e in range(G_rowptr[u], G_rowptr[u + 1]):
            a = find(comp, u)
            b = find(comp, G_col[e])
            if a < b:
                comp[b] = a
            elif b < a:
                comp[a] = b
    roots = 0
    for v in range(N):
        comp[v] = find(comp, v)
        if comp[v] == v:
            roots += 1
    ncomp[0] = roots

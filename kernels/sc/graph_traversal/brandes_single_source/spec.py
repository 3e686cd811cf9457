"""brandes_single_source: one source of Brandes' betweenness over a CSR digraph, BFS levels, shortest-path counts sigma and dependencies delta (level-synchronous sweeps)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def brandes_single_source(level, sigma, delta, G_rowptr, G_col, N, NE, SRC):
    for v in range(N):
        level[v] = -1
        sigma[v] = 0.0
        delta[v] = 0.0
    level[SRC] = 0
    sigma[SRC] = 1.0
    d = 0
    while True:  # forward sweeps: levels and path counts
        found = False
        for v in range(N):
            if level[v] != d:
                continue
            for e in range(G_rowptr[v], G_rowptr[v + 1]):
                w = G_col[e]
                if level[w] == -1:
                    level[w] = d + 1
                    found = True
                if level[w] == d + 1:
                    sigma[w] += sigma[v]
        if not found:
            break
        d += 1
    for l in range(d, -1, -1):  # backward sweeps: dependencies
        for v in range(N):
            if level[v] != l:
                continue
            s = 0.0
            for e in range(G_rowptr[v], G_rowptr[v + 1]):
                w = G_col[e]
                if level[w] == l + 1:
                    s += sigma[v] / sigma[w] * (1.0 + delta[w])
            delta[v] = s

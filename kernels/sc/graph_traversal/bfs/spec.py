"""bfs: level[v] = the number of edges on a shortest path from SRC to v over the CSR graph G (-1 when v is
unreachable), level-synchronous and queue-free: each round sweeps the vertices of the current level in
order and labels their unlabelled out-neighbours, until a round labels none."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bfs(level, G_rowptr, G_col, N, NE, SRC):
    for v in range(N):
        level[v] = -1
    level[SRC] = 0
    cur = 0
    while True:
        found = False
        for v in range(N):
            if level[v] != cur:
                continue
            for k in range(G_rowptr[v], G_rowptr[v + 1]):
                u = G_col[k]
                if level[u] == -1:
                    level[u] = cur + 1
                    found = True
        if not found:
            break
        cur += 1

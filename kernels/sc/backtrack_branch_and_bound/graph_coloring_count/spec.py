"""graph_coloring_count: the number of proper K-colourings of a graph of N <= 64 vertices (adjacency bit rows),
by backtracking: vertices coloured in index order, vertex v may take colour c when no coloured neighbour has it
(per-colour bit sets of the coloured vertices). The C reference's recursion is written here as a depth-first
loop with an explicit stack (the colour each vertex holds), visiting the colourings in the same order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def graph_coloring_count(count, adj, N, K, DENS):
    if N > 64 or K > 64:
        count[0] = 0
        return
    used = np.zeros(64, dtype=np.uint64)  # used[c]: bit v set when vertex v holds colour c
    held = np.full(N + 1, -1, dtype=np.int64)  # the colour vertex v holds (-1: none yet)
    total = 0
    v = 0
    while v >= 0:
        if v == N:
            total += 1
            v -= 1
            continue
        bit = np.uint64(1) << np.uint64(v)
        c = held[v]
        if c >= 0:  # back at v: release its colour, try the next one
            used[c] &= ~bit
        c += 1
        while c < K and (adj[v] & used[c]) != np.uint64(0):
            c += 1
        if c < K:
            used[c] |= bit
            held[v] = c
            v += 1
            held[v] = -1
        else:
            held[v] = -1
            v -= 1
    count[0] = total

"""max_clique: maximum clique size of each of NG random graphs (N <= 64 vertices, adjacency as 64-bit rows), branch and bound."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def popcount(P):
    c = 0
    while P != np.uint64(0):
        P &= P - np.uint64(1)
        c += 1
    return c


def lowest_bit(P):
    v = 0
    while (P >> np.uint64(v)) & np.uint64(1) == np.uint64(0):
        v += 1
    return v


def max_clique_of(adj, full):
    # expand(k, P) of reference.c with an explicit stack: Ps[k] is the candidate set of depth k
    Ps = np.zeros(66, dtype=adj.dtype)
    best = 0
    k = 0
    Ps[0] = full
    entering = True
    while True:
        if entering and Ps[k] == np.uint64(0):  # an empty candidate set: the clique is maximal
            if k > best:
                best = k
            if k == 0:
                break
            k -= 1
            Ps[k] &= Ps[k] - np.uint64(1)
            entering = False
            continue
        P = Ps[k]
        if P == np.uint64(0) or k + popcount(P) <= best:  # frame k returns
            if k == 0:
                break
            k -= 1
            Ps[k] &= Ps[k] - np.uint64(1)
            entering = False
            continue
        v = lowest_bit(P)
        Ps[k + 1] = P & adj[v]
        k += 1
        entering = True
    return best


def max_clique(size, adj, NG, N, DENS):
    for g in prange(NG):
        best = 0
        if N <= 64:
            if N == 64:
                full = np.uint64(0xFFFFFFFFFFFFFFFF)
            else:
                full = (np.uint64(1) << np.uint64(N)) - np.uint64(1)
            best = max_clique_of(adj[g], full)
        size[g] = best

"""luby_mis: maximal independent set by Luby rounds with given priorities (ties to the smaller id): mis[v] in {0, 1}, set size, rounds.

mis holds the state while the rounds run: 0 undecided, 1 in the set, 2 out, 3 undecided but beaten this round.
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def luby_mis(mis, stats, prio, G_rowptr, G_col, N, NE):
    for v in range(N):
        mis[v] = 0
    rounds = 0
    while True:
        undecided = 0
        for v in range(N):
            if mis[v] == 0:
                undecided += 1
        if undecided == 0:
            break
        rounds += 1
        for u in range(N):
            if mis[u] != 0 and mis[u] != 3:
                continue
            for e in range(G_rowptr[u], G_rowptr[u + 1]):
                v = G_col[e]
                if v == u or (mis[v] != 0 and mis[v] != 3):
                    continue
                if prio[u] > prio[v] or (prio[u] == prio[v] and u > v):
                    mis[u] = 3
                else:
                    mis[v] = 3
        for v in range(N):
            if mis[v] == 0:
                mis[v] = 1
            elif mis[v] == 3:
                mis[v] = 0
        for u in range(N):
            for e in range(G_rowptr[u], G_rowptr[u + 1]):
                v = G_col[e]
                if v == u:
                    continue
                if mis[u] == 1 and mis[v] == 0:
                    mis[v] = 2
                elif mis[v] == 1 and mis[u] == 0:
                    mis[u] = 2
    size = 0
    for v in range(N):
        if mis[v] == 1:
            size += 1
        else:
            mis[v] = 0
    stats[0] = size
    stats[1] = rounds

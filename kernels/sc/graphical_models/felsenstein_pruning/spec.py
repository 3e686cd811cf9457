"""felsenstein_pruning: Felsenstein's pruning algorithm on the complete rooted binary tree of NT tips
(internal node NT + j joins nodes 2j and 2j + 1): rescaled conditional likelihoods of the internal nodes
and the per-site log-likelihoods (log scale factors included). Tip state 4 is an unknown base."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def child_vector(tips, partials, NT, c, s, v):
    if c < NT:
        t = tips[c, s]
        for b in range(4):
            v[b] = 1 if (t == 4 or t == b) else 0
    else:
        for b in range(4):
            v[b] = partials[c - NT, s, b]


def felsenstein_pruning(partials, lnl, tips, P, freq, NT, NS, NB):
    lnl[:] = 0
    v0 = np.zeros(4, dtype=partials.dtype)
    v1 = np.zeros(4, dtype=partials.dtype)
    L = np.zeros(4, dtype=partials.dtype)
    for j in range(NT - 1):
        c0 = 2 * j
        c1 = 2 * j + 1
        for s in range(NS):
            child_vector(tips, partials, NT, c0, s, v0)
            child_vector(tips, partials, NT, c1, s, v1)
            for a in range(4):
                l0 = partials.dtype.type(0)
                l1 = partials.dtype.type(0)
                for b in range(4):
                    l0 += P[c0, a, b] * v0[b]
                    l1 += P[c1, a, b] * v1[b]
                L[a] = l0 * l1
            m = L[0]
            for a in range(1, 4):
                if L[a] > m:
                    m = L[a]
            for a in range(4):
                partials[j, s, a] = L[a] / m
            lnl[s] += math.log(m)
    for s in range(NS):
        t = 0.0
        for a in range(4):
            t += freq[a] * partials[NT - 2, s, a]
        lnl[s] = math.log(t) + lnl[s]

"""bigram_next_token_probs: counts[a, b] = the number of adjacent pairs (a, b) within the rows of ids;
Pn[a, b] = counts[a, b] / (row a's total), 0 where the row has no pair."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bigram_next_token_probs(counts, Pn, ids, B, L, V):
    counts[:, :] = 0
    for r in range(B):
        for t in range(L - 1):
            counts[ids[r, t], ids[r, t + 1]] += 1
    for a in prange(V):
        n = np.sum(counts[a])
        if n > 0:
            Pn[a, :] = counts[a, :].astype(Pn.dtype) / Pn.dtype.type(n)
        else:
            Pn[a, :] = 0

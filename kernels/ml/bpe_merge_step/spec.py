"""bpe_merge_step: counts[a, b] = adjacent pairs (a, b) within the rows of ids; (a, b) = the most frequent pair
(the lowest a * V + b on ties); each row rewritten left to right with every non-overlapping a, b replaced by V,
lens = the new lengths, the rest of each row -1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bpe_merge_step(counts, pair, out, lens, ids, B, L, V):
    counts[:, :] = 0
    for r in range(B):
        for t in range(L - 1):
            counts[ids[r, t], ids[r, t + 1]] += 1
    best = np.argmax(counts.ravel())  # the first maximum in row-major order
    a = best // V
    b = best % V
    pair[0] = a
    pair[1] = b
    for r in prange(B):
        k = 0
        i = 0
        while i < L:
            if i + 1 < L and ids[r, i] == a and ids[r, i + 1] == b:
                out[r, k] = V
                i += 2
            else:
                out[r, k] = ids[r, i]
                i += 1
            k += 1
        lens[r] = k
        out[r, k:] = -1

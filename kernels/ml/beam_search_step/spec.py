"""beam_search_step: per batch item, candidate scores c[w, v] = S[w] + LP[w, v] (in the run precision); the W
largest in descending order (a tie to the lower flat index w * V + v), with parent w and token v."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def beam_search_step(newS, parent, token, S, LP, B, W, V):
    for b in prange(B):
        c = np.empty(W * V, LP.dtype)
        for w in range(W):
            c[w * V:(w + 1) * V] = S[b, w] + LP[b, w, :]
        order = np.argsort(-c, kind="mergesort")  # stable: equal scores keep the lower flat index first
        for k in range(W):
            f = order[k]
            newS[b, k] = c[f]
            parent[b, k] = f // V
            token[b, k] = f % V

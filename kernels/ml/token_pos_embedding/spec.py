"""token_pos_embedding: token + learned position embedding, out[b, t, :] = tok[ids[b, t], :] + pos[t, :]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def token_pos_embedding(out, tok, pos, ids, B, S, V, D):
    for b in range(B):
        for t in prange(S):
            out[b, t, :] = tok[ids[b, t], :] + pos[t, :]

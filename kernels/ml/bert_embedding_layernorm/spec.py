"""bert_embedding_layernorm: BERT embedding layer, per token (b, t): v = tok[ids[b, t]] + pos[t] +
typ[seg[b, t]], Y[b, t] = (v - mean(v)) / sqrt(var(v) + eps) gamma + beta (biased variance over E)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bert_embedding_layernorm(Y, ids, seg, tok, pos, typ, gamma, beta, B, S, V, E, eps):
    for b in range(B):
        for t in prange(S):
            v = (tok[ids[b, t], :].astype(np.float64) + pos[t, :]) + typ[seg[b, t], :]
            mean = np.sum(v) / E
            var = np.sum((v - mean) ** 2) / E
            Y[b, t, :] = (v - mean) / np.sqrt(var + float(eps)) * gamma + beta

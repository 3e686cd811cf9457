"""viterbi: Viterbi trellis of a hidden Markov model in log space: best path score per (time, state)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def viterbi(delta, log_init, log_trans, log_emit, obs, T, S, K):
    for s in range(0, S):
        delta.reshape(-1)[s] = (log_init[s] + log_emit[s, obs[0]])
    for t in range(1, T):
        for s in range(0, S):
            best = (delta.reshape(-1)[((t - 1) * S)] + log_trans.reshape(-1)[s])
            for r in range(1, S):
                v = (delta[(t - 1), r] + log_trans[r, s])
                if (v > best):
                    best = v
            delta[t, s] = (best + log_emit[s, obs[t]])

"""hmm_forward: the scaled forward algorithm of a hidden Markov model: a[0][s] = init[s] emit[s][obs[0]],
a[t][s] = (sum_r a[t-1][r] trans[r][s]) emit[s][obs[t]] (r ascending); every row divided by its sum c_t
(index order) and loglik = sum_t log c_t (accumulated in float64)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hmm_forward(alpha, loglik, init, trans, emit, obs, T, S, K):
    zero = alpha.dtype.type(0)
    ll = 0.0
    for t in range(T):
        c = zero
        for s in range(S):
            if t == 0:
                v = init[s]
            else:
                v = zero
                for r in range(S):
                    v += alpha[t - 1, r] * trans[r, s]
            alpha[t, s] = v * emit[s, obs[t]]
            c += alpha[t, s]
        for s in range(S):
            alpha[t, s] /= c
        ll += math.log(float(c))
    loglik[0] = ll

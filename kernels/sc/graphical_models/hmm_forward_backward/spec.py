"""hmm_forward_backward: the scaled HMM forward-backward pass: alpha[t] = (alpha[t-1] trans) * emit[:, obs[t]]
normalized by its sum c_t (alpha[0] from init; c_t kept in gamma[t][0] until the backward pass), beta[T-1] = 1,
beta[t][s] = sum_r trans[s][r] emit[r][obs[t+1]] beta[t+1][r] / c_{t+1}, gamma = alpha * beta."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hmm_forward_backward(alpha, beta, gamma, init, trans, emit, obs, T, S, K):
    zero = np.zeros(1, dtype=alpha.dtype)[0]  # accumulators in the arrays' precision, as the C's real_t
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
        gamma[t, 0] = c
    for s in range(S):
        beta[T - 1, s] = 1
    for t in range(T - 2, -1, -1):
        c = gamma[t + 1, 0]
        for s in range(S):
            v = zero
            for r in range(S):
                v += trans[s, r] * emit[r, obs[t + 1]] * beta[t + 1, r]
            beta[t, s] = v / c
    for t in range(T):
        for s in range(S):
            gamma[t, s] = alpha[t, s] * beta[t, s]

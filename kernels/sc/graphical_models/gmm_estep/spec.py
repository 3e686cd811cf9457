"""gmm_estep: the E-step of EM for a Gaussian mixture with diagonal covariances: responsibilities
resp[n][k] (log-sum-exp over the K components) and the total log-likelihood of the N points."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gmm_estep(resp, loglik, X, mu, var, w, N, D, K):
    log2pi = 1.83787706640934548
    c = np.empty(K, dtype=resp.dtype)
    for k in range(K):
        t = D * log2pi
        for d in range(D):
            t += math.log(var[k, d])
        c[k] = math.log(w[k]) - t / 2
    ll = 0.0
    for n in range(N):
        for k in range(K):
            q = 0.0
            for d in range(D):
                e = X[n, d] - mu[k, d]
                q += e * e / var[k, d]
            resp[n, k] = c[k] - q / 2
        m = resp[n, 0]
        for k in range(1, K):
            if resp[n, k] > m:
                m = resp[n, k]
        s = 0.0
        for k in range(K):
            resp[n, k] = math.exp(resp[n, k] - m)
            s += resp[n, k]
        for k in range(K):
            resp[n, k] /= s
        ll += m + math.log(s)
    loglik[0] = ll

"""black_scholes: Black-Scholes European call and put prices of N options: d1 = (ln(S/K) + (r + sigma^2/2) T) /
(sigma sqrt T), d2 = d1 - sigma sqrt T, call = S Phi(d1) - K e^(-rT) Phi(d2), put = K e^(-rT) Phi(-d2) - S Phi(-d1),
Phi(x) = erfc(-x/sqrt 2)/2."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def black_scholes(call, put, S, K, T, r, sigma, N):
    rsqrt2 = 0.70710678118654752440
    for i in prange(N):
        sq = sigma[i] * math.sqrt(T[i])
        d1 = (math.log(S[i] / K[i]) + (r[i] + sigma[i] * sigma[i] / 2) * T[i]) / sq
        d2 = d1 - sq
        disc = K[i] * math.exp(-r[i] * T[i])
        n1 = math.erfc(-d1 * rsqrt2) / 2
        n2 = math.erfc(-d2 * rsqrt2) / 2
        m1 = math.erfc(d1 * rsqrt2) / 2
        m2 = math.erfc(d2 * rsqrt2) / 2
        call[i] = S[i] * n1 - disc * n2
        put[i] = disc * m2 - S[i] * m1

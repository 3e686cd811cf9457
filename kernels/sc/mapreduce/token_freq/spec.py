"""token_freq: relative frequencies count(t) / N of N 16-bit tokens over V ids, and the distinct count."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def token_freq(freq, ndistinct, tokens, N, V):
    for t in range(V):
        freq[t] = 0
    for i in range(N):
        freq[tokens[i]] += 1
    nd = 0
    rn = freq.dtype.type(N)
    for t in range(V):
        if freq[t] > 0:
            nd += 1
        freq[t] = freq[t] / rn
    ndistinct[0] = nd

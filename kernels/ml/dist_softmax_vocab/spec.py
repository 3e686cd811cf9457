"""dist_softmax_vocab: p = softmax(z) over the whole vocabulary."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_softmax_vocab(p, z, V):
    m = np.max(z)
    e = np.exp(z - m)
    p[:] = e / np.sum(e)

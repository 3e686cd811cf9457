"""adv_ring_comb: comb filter through a ring buffer of length M.

k = 0; for each i: v = x[i] + g * ring[k]; ring[k] = y[i] = v; k = k + 1, back to 0 at M."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_ring_comb(x, y, ring, LEN_1D, M, g):
    gr = ring.dtype.type(g)
    k = 0
    for i in range(LEN_1D):
        v = x[i] + gr * ring[k]
        ring[k] = v
        y[i] = v
        k = 0 if k + 1 == M else k + 1

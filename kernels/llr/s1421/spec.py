"""TSVC-2 s1421: equivalence, no overlap: b[i] = b[LEN_1D/2 + i] + a[i] for the first half of b."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1421(b, a, LEN_1D):
    half = LEN_1D // 2
    # reads b[half..], writes b[..half): the halves do not overlap
    for i in prange(half):
        b[i] = b[half + i] + a[i]

"""fnv1a: 64-bit FNV-1a hash of each of NREC records of RLEN bytes (h ^= byte; h *= 0x100000001b3, mod 2^64)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fnv1a(h, data, NREC, RLEN):
    basis = np.uint64(0xCBF29CE484222325)
    prime = np.uint64(0x100000001B3)
    for r in prange(NREC):
        x = basis
        for k in range(RLEN):
            x = (x ^ np.uint64(data[r, k])) * prime  # uint64 arithmetic wraps mod 2^64
        h[r] = x

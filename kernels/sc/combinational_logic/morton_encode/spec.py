"""morton_encode: 3-D Morton (Z-order) codes of N integer points, the 21 low bits of x, y and z interleaved."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spread(v):
    # the low 21 bits of v, two zero bits between each (the key fits in 63 bits: int64 arithmetic is exact)
    x = np.int64(v) & 0x1FFFFF
    x = (x | (x << 32)) & 0x1F00000000FFFF
    x = (x | (x << 16)) & 0x1F0000FF0000FF
    x = (x | (x << 8)) & 0x100F00F00F00F00F
    x = (x | (x << 4)) & 0x10C30C30C30C30C3
    x = (x | (x << 2)) & 0x1249249249249249
    return x


def morton_encode(key, x, y, z, N):
    for i in prange(N):
        key[i] = spread(x[i]) | (spread(y[i]) << 1) | (spread(z[i]) << 2)

"""pat_aos_soa_t2: 2x2 blocks (AoS) -> 4 SoA planes, each block transposed and scaled by alpha."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_aos_soa_t2(blk, soa, N, alpha):
    al = blk.dtype.type(alpha)
    for i in prange(N):
        soa[0, i] = al * blk[4 * i + 0]
        soa[1, i] = al * blk[4 * i + 2]
        soa[2, i] = al * blk[4 * i + 1]
        soa[3, i] = al * blk[4 * i + 3]

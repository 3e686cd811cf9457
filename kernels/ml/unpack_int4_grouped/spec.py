"""unpack_int4_grouped: byte j of row n holds element 2j (low nibble) and 2j + 1 (high nibble);
W[n, k] = (nibble - 8) * scales[n, k // G]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def unpack_int4_grouped(W, packed, scales, N, K, G, KH, NG):
    for n in prange(N):
        for j in range(KH):
            p = np.int32(packed[n, j])
            s = scales[n, (2 * j) // G]
            W[n, 2 * j] = ((p & 15) - 8) * s
            W[n, 2 * j + 1] = ((p >> 4) - 8) * s

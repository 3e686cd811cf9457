"""adler32: the Adler-32 checksum (RFC 1950) of N bytes: a = 1, b = 0; per byte a = (a + byte) mod 65521,
b = (b + a) mod 65521; sum = b << 16 | a. The bytes are widened to int before the sums (a uint8 would wrap)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adler32(sum, data, N):
    a = 1
    b = 0
    for i in range(N):
        a = (a + int(data[i])) % 65521
        b = (b + a) % 65521
    sum[0] = (b << 16) | a

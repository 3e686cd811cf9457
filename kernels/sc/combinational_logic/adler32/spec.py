"""adler32: Adler-32 checksum (RFC 1950) of N bytes, one modular step per byte

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adler32(sum, data, N):
    a = 1
    b = 0
    for i in range(0, N):
        a = ((a + data[i]) % 65521)
        b = ((b + a) % 65521)
    sum[0] = ((b << 16) | a)

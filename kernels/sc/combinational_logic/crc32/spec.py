"""crc32: CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of N bytes, bit by bit

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def crc32(crc, data, N):
    c = 0xFFFFFFFF
    for i in range(0, N):
        c ^= data[i]
        for b in range(0, 8):
            c = ((c >> 1) ^ (0xEDB88320 & (0 - (c & 1))))
    crc[0] = (c ^ 0xFFFFFFFF)

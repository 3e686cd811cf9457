"""crc32: CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of N bytes, bit by bit.

The register is a Python/Numba integer kept to 32 bits by the masks; each byte is widened with int()
before the xor (NumPy refuses to mix a uint8 with a 32-bit value).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def crc32(crc, data, N):
    c = 0xFFFFFFFF
    for i in range(N):
        c ^= int(data[i])
        for b in range(8):
            c = (c >> 1) ^ (0xEDB88320 & (0 - (c & 1)))
    crc[0] = np.uint32(c ^ 0xFFFFFFFF)

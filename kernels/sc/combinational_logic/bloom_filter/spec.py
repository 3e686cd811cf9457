"""bloom_filter: insert NK 32-bit keys into a Bloom filter of 64 MW bits with NH probes by double hashing
(h1 + i h2 mod 64 MW, h1 = fmix32(k), h2 = fmix32(k ^ 0x9E3779B9) | 1, MurmurHash3's finalizer), then test
NQ query keys. Integer arithmetic in int64 (products of 32-bit values split so that none overflows)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

MASK32 = 0xFFFFFFFF


def mul32(a, b):
    # (a * b) mod 2^32 for 0 <= a, b < 2^32, every partial product below 2^49
    return (a * (b & 0xFFFF) + (((a * (b >> 16)) & 0xFFFF) << 16)) & MASK32


def fmix32(h):
    h ^= h >> 16
    h = mul32(h, 0x85EBCA6B)
    h ^= h >> 13
    h = mul32(h, 0xC2B2AE35)
    h ^= h >> 16
    return h


def bloom_filter(filter, found, nfound, keys, queries, NK, NQ, MW, NH):
    M = MW * 64
    filter[:] = 0
    for k in range(NK):
        key = int(keys[k])
        h1 = fmix32(key)
        h2 = fmix32(key ^ 0x9E3779B9) | 1
        for i in range(NH):
            b = (h1 + i * h2) % M
            filter[b >> 6] |= np.uint64(1) << np.uint64(b & 63)
    n = 0
    for q in range(NQ):
        key = int(queries[q])
        h1 = fmix32(key)
        h2 = fmix32(key ^ 0x9E3779B9) | 1
        hit = 1
        for i in range(NH):
            b = (h1 + i * h2) % M
            if (filter[b >> 6] >> np.uint64(b & 63)) & np.uint64(1) == 0:
                hit = 0
                break
        found[q] = hit
        n += hit
    nfound[0] = n

"""bitap_search: bit-parallel approximate matching (Wu-Manber shift-and): text positions ending a <= K-edit match of the pattern

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bitap_search(count, text, pattern, N, M, K):
    B = np.zeros(256, dtype=np.int64)
    R = np.zeros(64, dtype=np.int64)
    prev = np.zeros(64, dtype=np.int64)
    if ((((M < 1) or (M > 63)) or (K < 0)) or (K >= M)):
        count[0] = 0
        return
    for i in range(0, M):
        B[pattern[i]] |= (1 << i)
    for d in range(0, K + 1):
        R[d] = ((1 << d) - 1)
    hit = (1 << (M - 1))
    found = 0
    for j in range(0, N):
        mask = B[text[j]]
        for d in range(0, K + 1):
            prev[d] = R[d]
        R[0] = (((prev[0] << 1) | 1) & mask)
        for d in range(1, K + 1):
            R[d] = ((((((prev[d] << 1) | 1) & mask) | prev[(d - 1)]) | ((prev[(d - 1)] | R[(d - 1)]) << 1)) | 1)
        found += ((R[K] & hit) != 0)
    count[0] = found

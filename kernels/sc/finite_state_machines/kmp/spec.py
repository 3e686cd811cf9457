"""kmp: Knuth-Morris-Pratt: number of (overlapping) occurrences of pattern in text, and the prefix function

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kmp(count, fail, text, pattern, N, M):
    fail[0] = 0
    k = 0
    for q in range(1, M):
        while ((k > 0) and (pattern[k] != pattern[q])):
            k = fail[(k - 1)]
        if (pattern[k] == pattern[q]):
            k += 1
        fail[q] = k
    found = 0
    q = 0
    for i in range(0, N):
        while ((q > 0) and (pattern[q] != text[i])):
            q = fail[(q - 1)]
        if (pattern[q] == text[i]):
            q += 1
        if (q == M):
            found += 1
            q = fail[(q - 1)]
    count[0] = found

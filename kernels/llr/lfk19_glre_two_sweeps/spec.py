"""lfk19_glre_two_sweeps: LFK 19: general linear recurrence equations: a forward then a backward sweep through stb5

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk19_glre_two_sweeps(b5, stb5, sa, sb, n):
    kb5i = 0
    st = stb5[0]
    for k in range(0, n):
        b5[(k + kb5i)] = (sa[k] + (st * sb[k]))
        st = (b5[(k + kb5i)] - st)
    for i in range(1, n + 1):
        k = (n - i)
        b5[(k + kb5i)] = (sa[k] + (st * sb[k]))
        st = (b5[(k + kb5i)] - st)
    stb5[0] = st

"""ccsd_ladder: CCSD particle-particle ladder: R[i,j,a,b] = sum_cd W[a,b,c,d] T[i,j,c,d] (a 4-index tensor contraction)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ccsd_ladder(R, W, T, NOCC, NVIR):
    v2 = (NVIR * NVIR)
    for ij in range(0, (NOCC * NOCC)):
        for ab in range(0, v2):
            s = float(0)
            for cd in range(0, v2):
                s += (W.reshape(-1)[((ab * v2) + cd)] * T.reshape(-1)[((ij * v2) + cd)])
            R.reshape(-1)[((ij * v2) + ab)] = s

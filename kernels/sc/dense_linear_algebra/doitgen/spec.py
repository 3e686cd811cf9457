"""doitgen (PolyBench/C 4.2): for every r, q: sum[p] = sum_s A[r][q][s] C4[s][p] (s in order), then
A[r][q][:] = sum; sum is left holding the last row."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def doitgen(A, C4, sum, NR, NQ, NP):
    for r in range(NR):
        for q in range(NQ):
            for p in range(NP):
                sum[p] = 0
                for k in range(NP):
                    sum[p] += A[r, q, k] * C4[k, p]
            for p in range(NP):
                A[r, q, p] = sum[p]

"""floyd_warshall: PolyBench floyd-warshall: Floyd-Warshall all-pairs shortest paths in place on a dense N x N distance matrix

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def floyd_warshall(D, N):
    for k in range(0, N):
        for i in range(0, N):
            for j in range(0, N):
                via = (D[i, k] + D[k, j])
                if (via < D[i, j]):
                    D[i, j] = via

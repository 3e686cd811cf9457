"""embedding_backward: embedding gradient: dW = 0, then dW[ids[t]] += dY[t] for t in order

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding_backward(dW, dY, ids, V, D, T):
    for i in range(0, (V * D)):
        dW.reshape(-1)[i] = 0
    for t in range(0, T):
        for d in range(0, D):
            dW[int(ids[t]), d] += dY[t, d]

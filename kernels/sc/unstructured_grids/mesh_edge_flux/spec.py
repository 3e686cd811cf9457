"""mesh_edge_flux: edge-based flux over an unstructured mesh: res[n0] += w (u[n1] - u[n0]), res[n1] -= the same

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mesh_edge_flux(res, u, w, n0, n1, NNODES, NEDGES):
    for n in range(0, NNODES):
        res[n] = 0
    for e in range(0, NEDGES):
        f = (w[e] * (u[n1[e]] - u[n0[e]]))
        res[n0[e]] += f
        res[n1[e]] -= f

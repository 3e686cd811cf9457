"""rb_gauss_seidel: one red-black SOR iteration for -laplace(u) = f on an N x N grid (5-point, Dirichlet boundary kept)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rb_gauss_seidel(u, f, N, omega):
    for colour in range(0, 2):
        for i in range(1, (N - 1)):
            for j in range((1 + (((i + 1) + colour) & 1)), (N - 1), 2):
                c = ((i * N) + j)
                gs = (((((f.reshape(-1)[c] + u.reshape(-1)[(c - N)]) + u.reshape(-1)[(c + N)]) + u.reshape(-1)[(c - 1)]) + u.reshape(-1)[(c + 1)]) * float(0.25))
                u.reshape(-1)[c] = (((float(1) - omega) * u.reshape(-1)[c]) + (omega * gs))

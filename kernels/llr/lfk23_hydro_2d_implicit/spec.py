"""lfk23_hydro_2d_implicit: LFK 23: 2-D implicit hydrodynamics fragment: one in-place relaxation sweep over 5 x n

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk23_hydro_2d_implicit(za, zr, zb, zu, zv, zz, n):
    W = (n + 1)
    for j in range(1, 6):
        for k in range(1, n):
            qa = (((((za.reshape(-1)[(((j + 1) * W) + k)] * zr.reshape(-1)[((j * W) + k)]) + (za.reshape(-1)[(((j - 1) * W) + k)] * zb.reshape(-1)[((j * W) + k)])) + (za.reshape(-1)[(((j * W) + k) + 1)] * zu.reshape(-1)[((j * W) + k)])) + (za.reshape(-1)[(((j * W) + k) - 1)] * zv.reshape(-1)[((j * W) + k)])) + zz.reshape(-1)[((j * W) + k)])
            za.reshape(-1)[((j * W) + k)] += (float(0.175) * (qa - za.reshape(-1)[((j * W) + k)]))

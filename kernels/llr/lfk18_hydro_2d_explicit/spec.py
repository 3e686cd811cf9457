"""lfk18_hydro_2d_explicit: LFK 18: 2-D explicit hydrodynamics fragment: three sweeps over a 7 x n mesh

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk18_hydro_2d_explicit(za, zb, zu, zv, zr, zz, zp, zq, zm, n):
    t = float(0.0037)
    s = float(0.0041)
    kn = 6
    jn = n
    W = (n + 1)
    for k in range(1, kn):
        for j in range(1, jn):
            za.reshape(-1)[((k * W) + j)] = (((((zp.reshape(-1)[(((k + 1) * W) + (j - 1))] + zq.reshape(-1)[(((k + 1) * W) + (j - 1))]) - zp.reshape(-1)[((k * W) + (j - 1))]) - zq.reshape(-1)[((k * W) + (j - 1))]) * (zr.reshape(-1)[((k * W) + j)] + zr.reshape(-1)[((k * W) + (j - 1))])) / (zm.reshape(-1)[((k * W) + (j - 1))] + zm.reshape(-1)[(((k + 1) * W) + (j - 1))]))
            zb.reshape(-1)[((k * W) + j)] = (((((zp.reshape(-1)[((k * W) + (j - 1))] + zq.reshape(-1)[((k * W) + (j - 1))]) - zp.reshape(-1)[((k * W) + j)]) - zq.reshape(-1)[((k * W) + j)]) * (zr.reshape(-1)[((k * W) + j)] + zr.reshape(-1)[(((k - 1) * W) + j)])) / (zm.reshape(-1)[((k * W) + j)] + zm.reshape(-1)[((k * W) + (j - 1))]))
    for k in range(1, kn):
        for j in range(1, jn):
            zu.reshape(-1)[((k * W) + j)] += (s * ((((za.reshape(-1)[((k * W) + j)] * (zz.reshape(-1)[((k * W) + j)] - zz.reshape(-1)[((k * W) + (j + 1))])) - (za.reshape(-1)[((k * W) + (j - 1))] * (zz.reshape(-1)[((k * W) + j)] - zz.reshape(-1)[((k * W) + (j - 1))]))) - (zb.reshape(-1)[((k * W) + j)] * (zz.reshape(-1)[((k * W) + j)] - zz.reshape(-1)[(((k - 1) * W) + j)]))) + (zb.reshape(-1)[(((k + 1) * W) + j)] * (zz.reshape(-1)[((k * W) + j)] - zz.reshape(-1)[(((k + 1) * W) + j)]))))
            zv.reshape(-1)[((k * W) + j)] += (s * ((((za.reshape(-1)[((k * W) + j)] * (zr.reshape(-1)[((k * W) + j)] - zr.reshape(-1)[((k * W) + (j + 1))])) - (za.reshape(-1)[((k * W) + (j - 1))] * (zr.reshape(-1)[((k * W) + j)] - zr.reshape(-1)[((k * W) + (j - 1))]))) - (zb.reshape(-1)[((k * W) + j)] * (zr.reshape(-1)[((k * W) + j)] - zr.reshape(-1)[(((k - 1) * W) + j)]))) + (zb.reshape(-1)[(((k + 1) * W) + j)] * (zr.reshape(-1)[((k * W) + j)] - zr.reshape(-1)[(((k + 1) * W) + j)]))))
    for k in range(1, kn):
        for j in range(1, jn):
            zr.reshape(-1)[((k * W) + j)] = (zr.reshape(-1)[((k * W) + j)] + (t * zu.reshape(-1)[((k * W) + j)]))
            zz.reshape(-1)[((k * W) + j)] = (zz.reshape(-1)[((k * W) + j)] + (t * zv.reshape(-1)[((k * W) + j)]))

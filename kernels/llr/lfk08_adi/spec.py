"""lfk08_adi: LFK 8: A.D.I. integration: two x-columns of three coupled fields, plane nl1 = 0 into nl2 = 1

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk08_adi(u1, u2, u3, du1, du2, du3, n, a11, a12, a13, a21, a22, a23, a31, a32, a33, sig):
    NB = ((n + 1) * 5)
    for kx in range(1, 3):
        for ky in range(1, n):
            du1[ky] = (u1.reshape(-1)[(((ky + 1) * 5) + kx)] - u1.reshape(-1)[(((ky - 1) * 5) + kx)])
            du2[ky] = (u2.reshape(-1)[(((ky + 1) * 5) + kx)] - u2.reshape(-1)[(((ky - 1) * 5) + kx)])
            du3[ky] = (u3.reshape(-1)[(((ky + 1) * 5) + kx)] - u3.reshape(-1)[(((ky - 1) * 5) + kx)])
            u1.reshape(-1)[((NB + (ky * 5)) + kx)] = ((((u1.reshape(-1)[((ky * 5) + kx)] + (a11 * du1[ky])) + (a12 * du2[ky])) + (a13 * du3[ky])) + (sig * ((u1.reshape(-1)[(((ky * 5) + kx) + 1)] - (float(2.0) * u1.reshape(-1)[((ky * 5) + kx)])) + u1.reshape(-1)[(((ky * 5) + kx) - 1)])))
            u2.reshape(-1)[((NB + (ky * 5)) + kx)] = ((((u2.reshape(-1)[((ky * 5) + kx)] + (a21 * du1[ky])) + (a22 * du2[ky])) + (a23 * du3[ky])) + (sig * ((u2.reshape(-1)[(((ky * 5) + kx) + 1)] - (float(2.0) * u2.reshape(-1)[((ky * 5) + kx)])) + u2.reshape(-1)[(((ky * 5) + kx) - 1)])))
            u3.reshape(-1)[((NB + (ky * 5)) + kx)] = ((((u3.reshape(-1)[((ky * 5) + kx)] + (a31 * du1[ky])) + (a32 * du2[ky])) + (a33 * du3[ky])) + (sig * ((u3.reshape(-1)[(((ky * 5) + kx) + 1)] - (float(2.0) * u3.reshape(-1)[((ky * 5) + kx)])) + u3.reshape(-1)[(((ky * 5) + kx) - 1)])))
